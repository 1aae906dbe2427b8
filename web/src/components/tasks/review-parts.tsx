import { Badge, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import type { ReviewItem, Task } from "@common/api-types";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { formatDate, formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { ProofStrip } from "./proof-strip";
import { TaskHistory } from "./task-history";
import { TaskThread } from "./task-thread";
import { TaskStatus } from "./task-status";

export type Reviewable = Task & Partial<Pick<ReviewItem, "student">>;

/** Under the review's title: whose, when due and sent, the category, where in the list, and what was just done. */
export function ReviewHeading({
  task,
  index,
  count,
  outcome,
}: {
  task: Reviewable;
  index: number;
  count: number;
  /** Said inside the dialog too: while it is open, the page behind it (the toasts with it) is hidden from screen readers. */
  outcome: string;
}) {
  const t = useT();
  return (
    <>
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        {task.student && (
          <Text minW="0" overflowWrap="anywhere">
            {task.student.name} ({task.student.email})
          </Text>
        )}
        <Text>{t("review.due", { date: formatDate(task.deadline, "medium") })}</Text>
        {task.submittedAt && <Text>{t("review.sent", { time: formatInstant(task.submittedAt) })}</Text>}
        <Badge variant="outline">{t(`category.${task.category}`)}</Badge>
        <Text aria-live="polite">{t("review.position", { number: index + 1, count })}</Text>
      </HStack>
      <Text role="status" fontSize="sm" color="green.fg">
        {outcome}
      </Text>
    </>
  );
}

/**
 * What is reviewed: the task, its proof large (a click opens 'Image Preview'), its history, and the comment, with
 * what helps write it just above the box (`tools`: from the box, Tab still goes straight to the decisions).
 */
export function ReviewBody({
  task,
  text,
  error,
  onText,
  textRef,
  reasonMode = false,
  onTextKeyDown,
  onCaret,
  tools,
}: {
  task: Reviewable;
  text: string;
  error: string;
  onText: (text: string) => void;
  textRef?: Ref<HTMLTextAreaElement>;
  /** The box was reached with R, to write a reason: Enter there sends the proof back. */
  reasonMode?: boolean;
  onTextKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Where the cursor (or the selection) is in the box, whenever it moves. */
  onCaret?: (caret: { start: number; end: number }) => void;
  tools?: ReactNode;
}) {
  const [large, setLarge] = useState<string | null>(null);
  const t = useT();
  return (
    <>
      <Stack gap="4">
        <TaskStatus task={task} />
        <Text fontSize="sm" whiteSpace="pre-wrap" bg="bg.muted" p="2" rounded="sm">
          {task.instructions}
        </Text>
        {task.proof ? (
          <ProofStrip proof={task.proof} taskName={task.name} size="large" onOpen={setLarge} />
        ) : (
          <Text color="fg.muted">{t("review.noProof")}</Text>
        )}
        <TaskHistory history={task.history ?? []} taskName={task.name} />
        <TaskThread key={task._id} task={task} forAdmin defaultOpen={Boolean(task.thread?.questionAt)} />
        {tools}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t("review.comment")}</Field.Label>
          <Textarea
            ref={textRef}
            rows={2}
            autoresize
            value={text}
            maxLength={1000}
            aria-keyshortcuts="R"
            onChange={(event) => onText(event.target.value)}
            onKeyDown={onTextKeyDown}
            onSelect={(event) =>
              onCaret?.({ start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })
            }
          />
          {reasonMode && <Field.HelperText>{t("review.reasonHint")}</Field.HelperText>}
          <Field.ErrorText>{error && validationText(error)}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <ImagePreviewDialog src={large} alt={t("proof.title", { name: task.name })} onClose={() => setLarge(null)} />
    </>
  );
}

/** Previous and Next through the list, and the two decisions (none without a proof, none while one is sent). */
export function ReviewActions({
  index,
  count,
  onGo,
  onDecide,
  canDecide,
  busy,
}: {
  index: number;
  count: number;
  onGo: (step: number) => void;
  onDecide: (decision: "approve" | "redo") => void;
  canDecide: boolean;
  busy: boolean;
}) {
  const t = useT();
  return (
    <>
      <HStack gap="2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onGo(-1)}
          disabled={index === 0}
          aria-keyshortcuts="ArrowLeft"
        >
          {t("review.previous")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onGo(1)}
          disabled={index >= count - 1}
          aria-keyshortcuts="ArrowRight"
        >
          {t("review.next")}
        </Button>
      </HStack>
      <HStack gap="2">
        <Button colorPalette="orange" variant="outline" onClick={() => onDecide("redo")} disabled={!canDecide || busy}>
          {t("review.redo")}
        </Button>
        <Button
          colorPalette="teal"
          onClick={() => onDecide("approve")}
          disabled={!canDecide || busy}
          loading={busy}
          aria-keyshortcuts="A"
        >
          {t("review.approve")}
        </Button>
      </HStack>
    </>
  );
}
