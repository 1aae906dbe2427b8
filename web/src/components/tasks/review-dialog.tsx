import {} from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useRef, useState, type KeyboardEvent } from "react";
import { MESSAGES } from "@common/messages";
import { ReviewActions, ReviewBody, ReviewHeading, type Reviewable } from "./review-parts";
import { ReviewVoice } from "./review-voice";
import { notify } from "@/components/ui/toaster";
import { useReviewTask, useReviewWithVoice } from "@/lib/api/review-task";
import { useT } from "@/lib/i18n/use-t";

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
 * student, or Needs redo, with the reason they must read; either may carry a voice comment. The arrow keys (outside the text box) and the
 * Previous and Next buttons go through the list.
 */
export function ReviewDialog({ items, index, onIndexChange, onReviewed, onClose }: ReviewDialogProps) {
  const t = useT();
  const task = items[index];
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  // Said inside the dialog too: while it is open, the page behind it (the toasts with it) is hidden from
  // screen readers.
  const [outcome, setOutcome] = useState("");
  const content = useRef<HTMLDivElement>(null);
  const review = useReviewTask();
  const voiceReview = useReviewWithVoice();
  const [voice, setVoice] = useState<File | null>(null);
  // Deciding while the microphone still records would send the comment without what is being said.
  const [recording, setRecording] = useState(false);
  const busy = review.isPending || voiceReview.isPending;
  // What was typed or recorded belongs to one task: moving to another starts afresh.
  const [typedFor, setTypedFor] = useState(task?._id);
  if (task && task._id !== typedFor) {
    setTypedFor(task._id);
    setText("");
    setError("");
    setVoice(null);
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
    const callbacks = {
      onSuccess: (result: { message: string }) => {
        notify.success(result.message);
        setOutcome(`${result.message}: ${task.name}`);
        onReviewed(task._id);
        // The next proof opens here: the keyboard goes on from the dialog (arrows, or Tab to its buttons).
        content.current?.focus();
      },
      onError: (failure: Error) => notify.error(t("review.failed"), failure.message),
    };
    if (voice) voiceReview.mutate({ taskId: task._id, ...input, voice }, callbacks);
    else review.mutate({ taskId: task._id, ...input }, callbacks);
  };

  return (
    <>
      <DialogFrame
        open
        onClose={onClose}
        title={t("review.title", { name: task.name })}
        size={{ base: "full", md: "xl" }}
        // Escape and the close button close it; a stray click (or the Approve button going busy and losing focus)
        // must not throw away a half-typed comment.
        closeOnInteractOutside={false}
        closeLabel={t("review.close")}
        contentProps={{ ref: content, onKeyDown, "aria-keyshortcuts": "ArrowLeft ArrowRight", mx: "0" }}
        footerProps={{ flexWrap: "wrap", justifyContent: "space-between", gap: "2" }}
        subtitle={<ReviewHeading task={task} index={index} count={items.length} outcome={outcome} />}
        footer={
          <ReviewActions
            index={index}
            count={items.length}
            onGo={go}
            onDecide={decide}
            canDecide={Boolean(task.proofUrl) && !recording}
            busy={busy}
          />
        }
      >
        <ReviewBody
          task={task}
          text={text}
          error={error}
          onText={(typed) => {
            setText(typed);
            setError("");
          }}
        />
        {task.proofUrl && (
          <ReviewVoice
            key={task._id}
            recording={voice}
            onChange={setVoice}
            onRecordingChange={setRecording}
            disabled={busy}
          />
        )}
      </DialogFrame>
    </>
  );
}
