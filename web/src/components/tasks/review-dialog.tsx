import { DialogFrame } from "@/components/ui/dialog-frame";
import { useRef, useState, type KeyboardEvent } from "react";
import { REVIEW_TEXT_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { ReviewActions, ReviewBody, ReviewHeading, type Reviewable } from "./review-parts";
import { ReviewKeysLine } from "./review-keys-line";
import { ReviewVoice } from "./review-voice";
import { SavedCommentChips } from "./saved-comments";
import { useReviewKeys } from "./use-review-keys";
import { notify } from "@/components/ui/toaster";
import { useReviewTask, useReviewWithVoice } from "@/lib/api/review-task";
import { useSavedComments } from "@/lib/api/saved-comments";
import { useT } from "@/lib/i18n/use-t";

interface ReviewDialogProps {
  /** The tasks to go through, in order; the dialog shows `items[index]`. */
  items: Reviewable[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The task was approved or sent back: the caller takes it out of the list (the next one then shows). */
  onReviewed: (taskId: string) => void;
  onClose: () => void;
}

/** `addition` put into `text` in place of `caret` (at the end without one), a space apart from its neighbours. */
function inserted(text: string, addition: string, caret: { start: number; end: number } | null) {
  const before = text.slice(0, caret?.start ?? text.length);
  const after = text.slice(caret?.end ?? text.length);
  const head = before + (before && !/\s$/.test(before) ? " " : "") + addition;
  return { text: head + (after && !/^\s/.test(after) ? " " : "") + after, caret: head.length };
}

/**
 * One proof, large, and the admin's decision on it: Approve, with an optional comment for the
 * student, or Needs redo, with the reason they must read; either may carry a voice comment. The arrow keys
 * (outside the text box) and the Previous and Next buttons go through the list; A approves, R goes to the box for a
 * reason (Enter there sends the proof back), and 1–9 or a click insert a saved comment.
 */
export function ReviewDialog({ items, index, onIndexChange, onReviewed, onClose }: ReviewDialogProps) {
  const t = useT();
  const task = items[index];
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  // Where a saved comment goes: where the cursor was last left in the box (none yet: at the end).
  const [caret, setCaret] = useState<{ start: number; end: number } | null>(null);
  const [reasonMode, setReasonMode] = useState(false);
  const [lastInserted, setLastInserted] = useState("");
  // Said inside the dialog too: while it is open, the page behind it (the toasts with it) is hidden from
  // screen readers.
  const [outcome, setOutcome] = useState("");
  const content = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const review = useReviewTask();
  const voiceReview = useReviewWithVoice();
  const [voice, setVoice] = useState<File | null>(null);
  // Deciding while the microphone still records would send the comment without what is being said.
  const [recording, setRecording] = useState(false);
  const busy = review.isPending || voiceReview.isPending;
  const saved = useSavedComments();
  const comments = saved.data?.comments ?? [];
  // What was typed or recorded belongs to one task: moving to another starts afresh.
  const [typedFor, setTypedFor] = useState(task?._id);
  if (task && task._id !== typedFor) {
    setTypedFor(task._id);
    setText("");
    setError("");
    setVoice(null);
    setCaret(null);
    setReasonMode(false);
    setLastInserted("");
  }
  const canDecide = Boolean(task?.proofUrl) && !recording;

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndexChange(next);
  };

  const decide = (decision: "approve" | "redo") => {
    if (!task || busy) return;
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
        // The next proof opens here: the keyboard goes on from the dialog (its keys, or Tab to its buttons).
        content.current?.focus();
      },
      onError: (failure: Error) => notify.error(t("review.failed"), failure.message),
    };
    if (voice) voiceReview.mutate({ taskId: task._id, ...input, voice }, callbacks);
    else review.mutate({ taskId: task._id, ...input }, callbacks);
  };

  const insert = (at: number) => {
    const comment = comments[at];
    if (comment === undefined) return;
    const next = inserted(text, comment, caret);
    if (next.text.length > REVIEW_TEXT_MAX) {
      setError(MESSAGES.reviewTextTooLong);
      return;
    }
    setText(next.text);
    setError("");
    // The next one goes after it.
    setCaret({ start: next.caret, end: next.caret });
    setLastInserted(comment);
  };

  const keys = useReviewKeys({
    container: content,
    enabled: !busy,
    canDecide,
    savedCount: comments.length,
    onApprove: () => decide("approve"),
    onReason: () => {
      setReasonMode(true);
      const field = box.current;
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    },
    onGo: go,
    onInsert: insert,
  });

  // Enter in the box reached with R sends the proof back; Shift+Enter is a new line, as everywhere.
  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!reasonMode || event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    decide("redo");
  };

  if (!task) return null;

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t("review.title", { name: task.name })}
      size={{ base: "full", md: "xl" }}
      // Escape and the close button close it; a stray click (or the Approve button going busy and losing focus)
      // must not throw away a half-typed comment.
      closeOnInteractOutside={false}
      closeLabel={t("review.close")}
      contentProps={{ ref: content, onKeyDown: keys.onKeyDown, "aria-keyshortcuts": keys.shortcuts, mx: "0" }}
      footerProps={{ flexWrap: "wrap", justifyContent: "space-between", gap: "2" }}
      subtitle={<ReviewHeading task={task} index={index} count={items.length} outcome={outcome} />}
      footer={
        <>
          <ReviewKeysLine saved={comments.length > 0} />
          <ReviewActions
            index={index}
            count={items.length}
            onGo={go}
            onDecide={decide}
            canDecide={canDecide}
            busy={busy}
          />
        </>
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
        textRef={box}
        reasonMode={reasonMode}
        onTextKeyDown={onTextKeyDown}
        onCaret={setCaret}
        tools={<SavedCommentChips saved={saved} onInsert={insert} inserted={lastInserted} />}
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
  );
}
