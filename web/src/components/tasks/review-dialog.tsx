import { Badge, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useRef, useState, type KeyboardEvent } from "react";
import type { ReviewItem, Task } from "@common/api-types";
import { MESSAGES } from "@common/messages";
import { ProofStrip } from "./proof-strip";
import { TaskHistory } from "./task-history";
import { TaskStatus } from "./task-status";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { useReviewTask } from "@/lib/api/review-task";
import { formatDate, formatInstant } from "@/lib/dates";

type Reviewable = Task & Partial<Pick<ReviewItem, "student">>;

interface ReviewDialogProps {
  /** The tasks to go through, in order; the dialog shows `items[index]`. */
  items: Reviewable[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The task was approved or sent back: the caller takes it out of the list. */
  onReviewed: (taskId: string) => void;
  onClose: () => void;
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * One proof, large, and the admin's decision on it: Approve, with an optional comment for the
 * student, or Needs redo, with the reason they must read. The arrow keys (outside the text box) and the
 * Previous and Next buttons go through the list.
 */
export function ReviewDialog({ items, index, onIndexChange, onReviewed, onClose }: ReviewDialogProps) {
  const task = items[index];
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [large, setLarge] = useState<string | null>(null);
  // Said inside the dialog too: while it is open, the page behind it (the toasts with it) is hidden from
  // screen readers.
  const [outcome, setOutcome] = useState("");
  const content = useRef<HTMLDivElement>(null);
  const review = useReviewTask();
  // What was typed belongs to one task: moving to another starts afresh.
  const [typedFor, setTypedFor] = useState(task?._id);
  if (task && task._id !== typedFor) {
    setTypedFor(task._id);
    setText("");
    setError("");
  }
  if (!task) return null;

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
  };

  const decide = (decision: "approve" | "redo") => {
    const said = text.trim();
    if (decision === "redo" && !said) {
      setError(MESSAGES.redoReasonRequired);
      return;
    }
    const proofUrl = task.proofUrl ?? "";
    const input =
      decision === "approve"
        ? { decision, proofUrl, ...(said ? { comment: said } : {}) }
        : { decision, proofUrl, reason: said };
    review.mutate(
      { taskId: task._id, ...input },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          setOutcome(`${result.message}: ${task.name}`);
          onReviewed(task._id);
          // The next proof opens here: the keyboard goes on from the dialog (arrows, or Tab to its buttons).
          content.current?.focus();
        },
        onError: (failure) => notify.error("Failed to review the task", failure.message),
      },
    );
  };

  return (
    <>
      <DialogFrame
        open
        onClose={onClose}
        title={`Review: ${task.name}`}
        size={{ base: "full", md: "xl" }}
        // Escape and the close button close it; a stray click (or the Approve button going busy and losing focus)
        // must not throw away a half-typed comment.
        closeOnInteractOutside={false}
        closeLabel="Close review"
        contentProps={{ ref: content, onKeyDown, "aria-keyshortcuts": "ArrowLeft ArrowRight", mx: "0" }}
        footerProps={{ flexWrap: "wrap", justifyContent: "space-between", gap: "2" }}
        subtitle={
          <>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              {task.student && (
                <Text minW="0" overflowWrap="anywhere">
                  {task.student.name} ({task.student.email})
                </Text>
              )}
              <Text>Due {formatDate(task.deadline, "medium")}</Text>
              {task.submittedAt && <Text>Sent {formatInstant(task.submittedAt)}</Text>}
              <Badge variant="outline">{task.category}</Badge>
              <Text aria-live="polite">
                {index + 1} of {items.length}
              </Text>
            </HStack>
            <Text role="status" fontSize="sm" color="green.fg">
              {outcome}
            </Text>
          </>
        }
        footer={
          <>
            <HStack gap="2">
              <Button variant="outline" size="sm" onClick={() => go(-1)} disabled={index === 0}>
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => go(1)} disabled={index >= items.length - 1}>
                Next
              </Button>
            </HStack>
            <HStack gap="2">
              <Button
                colorPalette="orange"
                variant="outline"
                onClick={() => decide("redo")}
                disabled={!task.proofUrl || review.isPending}
              >
                Needs redo
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => decide("approve")}
                disabled={!task.proofUrl || review.isPending}
                loading={review.isPending}
              >
                Approve
              </Button>
            </HStack>
          </>
        }
      >
        <Stack gap="4">
          <TaskStatus task={task} />
          <Text fontSize="sm" whiteSpace="pre-wrap" bg="bg.muted" p="2" rounded="sm">
            {task.instructions}
          </Text>
          {task.proof ? (
            <ProofStrip proof={task.proof} taskName={task.name} size="large" onOpen={setLarge} />
          ) : (
            <Text color="fg.muted">No proof yet.</Text>
          )}
          <TaskHistory history={task.history ?? []} taskName={task.name} />
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Comment for the student (a reason is required to send it back)</Field.Label>
            <Textarea
              rows={2}
              autoresize
              value={text}
              maxLength={1000}
              onChange={(event) => {
                setText(event.target.value);
                setError("");
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </DialogFrame>
      <ImagePreviewDialog src={large} alt={`Proof for ${task.name}`} onClose={() => setLarge(null)} />
    </>
  );
}
