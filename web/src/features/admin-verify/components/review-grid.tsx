import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Grid,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useId, useState } from "react";
import type { ReviewItem } from "@common/api-types";
import { REVIEW_BATCH_MAX, REVIEW_TEXT_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { formatDate, formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { useApproveBatch } from "../api/approve-batch";
import { chosenProofs, groupChoice, groupProofs, withGroupToggled, withProof, type ProofGroup } from "../review-groups";

interface ReviewGridProps {
  /** The inbox's proofs, oldest first. */
  items: ReviewItem[];
  /** Opens one proof in the review dialog, as the list's 'Review' does. */
  onOpen: (taskId: string) => void;
  /** These were approved: the inbox takes them out at once. */
  onApproved: (taskIds: string[]) => void;
}

/** A proof the last approval left as it was, and why (the server's words). */
interface LeftProof {
  taskId: string;
  name: string;
  student: string;
  reason: string;
}

/**
 * The inbox as a grid: its proofs grouped by task (the same name and deadline, such as one plan's day), the
 * groups in the order of their oldest proof, each proof a thumbnail large enough to judge the photo. Proofs are
 * chosen one by one or a group at a time and approved together with one optional comment, in one request; the
 * answer says which were left waiting and why.
 */
export function ReviewGrid({ items, onOpen, onApproved }: ReviewGridProps) {
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [comment, setComment] = useState("");
  const [outcome, setOutcome] = useState<{ message: string; left: LeftProof[] } | null>(null);
  const [large, setLarge] = useState<{ url: string; alt: string } | null>(null);
  const approve = useApproveBatch();
  const groups = groupProofs(items);
  const proofs = chosenProofs(items, chosen);
  const tooMany = proofs.length > REVIEW_BATCH_MAX;
  const leftReasons = new Map(outcome?.left.map((left) => [left.taskId, left.reason]));

  const submit = () => {
    if (proofs.length === 0 || tooMany) return;
    const said = comment.trim();
    const shown = new Map(items.map((item) => [item._id, item]));
    approve.mutate(
      { items: proofs, ...(said ? { comment: said } : {}) },
      {
        onSuccess: (result) => {
          const left = result.results.flatMap((each) =>
            each.approved
              ? []
              : [
                  {
                    taskId: each.taskId,
                    name: shown.get(each.taskId)?.name ?? "",
                    student: shown.get(each.taskId)?.student.name ?? "",
                    reason: each.reason,
                  },
                ],
          );
          setOutcome({ message: result.message, left });
          setChosen(new Set());
          // A comment stays for the proofs left, should the admin choose them again after a look.
          if (left.length === 0) setComment("");
          onApproved(result.results.flatMap((each) => (each.approved ? [each.taskId] : [])));
          void (left.length === 0 ? notify.success(result.message) : notify.info(result.message));
        },
        onError: (failure) => void notify.error(t("grid.failed"), failure.message),
      },
    );
  };

  return (
    <Stack gap="5">
      {outcome && outcome.left.length > 0 && (
        <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="md" p="3" overflowWrap="anywhere">
          <Heading as="h2" size="sm">
            {t("grid.notApproved")}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1" mt="1" fontSize="sm">
            {outcome.left.map((left) => (
              <li key={left.taskId}>{t("grid.leftItem", { ...left })}</li>
            ))}
          </Stack>
        </Box>
      )}
      {groups.map((group) => (
        <ProofGroupSection
          key={group.key}
          group={group}
          chosen={chosen}
          onChoose={setChosen}
          leftReasons={leftReasons}
          onOpen={onOpen}
          onEnlarge={(url, alt) => setLarge({ url, alt })}
        />
      ))}
      <Stack
        position="sticky"
        bottom="0"
        zIndex="docked"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        p="3"
        gap="2"
        data-testid="batch-bar"
      >
        <Text role="status" fontSize="sm" color="fg.muted">
          {outcome?.message ?? ""}
        </Text>
        <Field.Root>
          <Field.Label>{t("grid.comment")}</Field.Label>
          <Textarea
            rows={1}
            autoresize
            value={comment}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field.Root>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" aria-live="polite">
            {t("grid.chosenOf", { chosen: proofs.length, count: items.length })}
          </Text>
          <Button
            colorPalette="teal"
            onClick={submit}
            disabled={proofs.length === 0 || tooMany}
            loading={approve.isPending}
          >
            {t("grid.approve", { count: proofs.length })}
          </Button>
        </HStack>
        {tooMany && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {validationText(MESSAGES.batchTooLarge)}
          </Text>
        )}
      </Stack>
      <ImagePreviewDialog src={large?.url ?? null} alt={large?.alt ?? ""} onClose={() => setLarge(null)} />
    </Stack>
  );
}

interface ProofGroupSectionProps {
  group: ProofGroup;
  chosen: ReadonlySet<string>;
  onChoose: (chosen: Set<string>) => void;
  leftReasons: ReadonlyMap<string, string>;
  onOpen: (taskId: string) => void;
  onEnlarge: (url: string, alt: string) => void;
}

/** One task's proofs: its name and deadline, a checkbox for all of them with how many are chosen, and each proof. */
function ProofGroupSection({ group, chosen, onChoose, leftReasons, onOpen, onEnlarge }: ProofGroupSectionProps) {
  const t = useT();
  const headingId = useId();
  const { count, state } = groupChoice(group, chosen);
  const total = group.items.length;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" data-testid="proof-group">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Box minW="0" overflowWrap="anywhere">
          <Heading as="h2" size="sm" id={headingId}>
            {t("grid.groupHeading", { name: group.name, date: formatDate(group.deadline, "full") })}
          </Heading>
        </Box>
        <HStack gap="3" wrap="wrap">
          <Checkbox.Root checked={state} onCheckedChange={() => onChoose(withGroupToggled(chosen, group))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("grid.chooseGroup", { count: total })}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {t("grid.chosenOf", { chosen: count, count: total })}
          </Text>
        </HStack>
      </HStack>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns="repeat(auto-fill, minmax(min(15rem, 100%), 1fr))"
        gap="3"
        aria-label={t("grid.groupProofs", { name: group.name })}
      >
        {group.items.map((item) => (
          <ProofCell
            key={item._id}
            item={item}
            chosen={chosen.has(item._id)}
            onChosen={(on) => onChoose(withProof(chosen, item._id, on))}
            leftReason={leftReasons.get(item._id)}
            onOpen={() => onOpen(item._id)}
            onEnlarge={onEnlarge}
          />
        ))}
      </Grid>
    </Stack>
  );
}

interface ProofCellProps {
  item: ReviewItem;
  chosen: boolean;
  onChosen: (on: boolean) => void;
  leftReason: string | undefined;
  onOpen: () => void;
  onEnlarge: (url: string, alt: string) => void;
}

/** One proof: its first photo large enough to judge (a click opens it larger), its recording, whose it is. */
function ProofCell({ item, chosen, onChosen, leftReason, onOpen, onEnlarge }: ProofCellProps) {
  const t = useT();
  const photos = item.proof?.filter((file) => file.kind === "image") ?? [];
  const recording = item.proof?.find((file) => file.kind === "audio");
  const [photo] = photos;
  const whose = { name: item.name, student: item.student.name };
  const alt = t("grid.photoAlt", whose);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={chosen ? "teal.solid" : "border"}
      bg={chosen ? "teal.subtle" : undefined}
      rounded="md"
      p="2"
      data-testid={`grid-item-${item._id}`}
    >
      <Stack gap="2" overflowWrap="anywhere">
        {photo && (
          <Box
            as="button"
            onClick={() => onEnlarge(photo.url, alt)}
            aria-label={t("grid.openPhoto", whose)}
            rounded="sm"
            _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing" }}
          >
            <Image
              src={`${photo.url}?size=thumb`}
              alt={alt}
              w="full"
              aspectRatio="4 / 3"
              objectFit="contain"
              bg="bg.muted"
              rounded="sm"
              loading="lazy"
            />
          </Box>
        )}
        {photos.length > 1 && (
          <Text fontSize="xs" color="fg.muted">
            {t("grid.morePhotos", { count: photos.length - 1 })}
          </Text>
        )}
        {recording && (
          <audio
            controls
            preload="none"
            src={recording.url}
            aria-label={t("grid.recordingOf", whose)}
            style={{ width: "100%" }}
          />
        )}
        <Checkbox.Root
          checked={chosen}
          onCheckedChange={(details) => onChosen(details.checked === true)}
          alignItems="flex-start"
          maxW="full"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label minW="0">{item.student.name}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="xs" color="fg.muted">
          {item.student.email}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          {item.late && <Badge colorPalette="red">{t("task.late")}</Badge>}
          {item.submittedAt && <Text>{t("review.sent", { time: formatInstant(item.submittedAt) })}</Text>}
        </HStack>
        {leftReason && (
          <Text fontSize="sm" color="orange.fg">
            {t("grid.leftBecause", { reason: leftReason })}
          </Text>
        )}
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          onClick={onOpen}
          aria-label={t("grid.review", whose)}
        >
          {t("verify.review")}
        </Button>
      </Stack>
    </Box>
  );
}
