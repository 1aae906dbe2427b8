import type { KeyboardEvent, RefObject } from "react";

/** The saved comments the number keys insert: 1 to 9. */
export const NUMBERED_COMMENTS = 9;

interface ReviewKeys {
  /** The dialog's content: keys pressed in a dialog opened over it (a photo, the saved comments) are not its own. */
  container: RefObject<HTMLElement | null>;
  /** False while a decision is on its way: no key does anything then. */
  enabled: boolean;
  /** Whether there is a proof to decide on (A and R). */
  canDecide: boolean;
  /** How many saved comments there are (the number keys insert the first nine). */
  savedCount: number;
  onApprove: () => void;
  onReason: () => void;
  onGo: (step: number) => void;
  /** Inserts the saved comment at `index` (0 for the key 1). */
  onInsert: (index: number) => void;
}

/** Where a key is typed, not pressed as a command. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The review dialog's keys, outside its text box: A approves, R goes to the reason for a send-back, the arrows go
 * through the list and 1–9 insert the first nine saved comments. None acts with Alt, Ctrl or Meta (the browser's
 * and the system's keys), in a text field, held down, or while a decision is on its way. Returns the handler for
 * the dialog's content and the keys for its `aria-keyshortcuts`.
 */
export function useReviewKeys({
  container,
  enabled,
  canDecide,
  savedCount,
  onApprove,
  onReason,
  onGo,
  onInsert,
}: ReviewKeys) {
  const numbered = Math.min(savedCount, NUMBERED_COMMENTS);
  const shortcuts = [
    "ArrowLeft",
    "ArrowRight",
    ...(canDecide ? ["A", "R"] : []),
    ...Array.from({ length: numbered }, (_, index) => String(index + 1)),
  ].join(" ");

  const onKeyDown = (event: KeyboardEvent) => {
    if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTyping(event.target) || !(event.target instanceof Node) || !container.current?.contains(event.target)) {
      return;
    }
    const key = event.key;
    if (key === "ArrowRight" || key === "ArrowLeft") {
      onGo(key === "ArrowRight" ? 1 : -1);
      return;
    }
    if (event.repeat) return;
    const digit = /^[1-9]$/.test(key) ? Number(key) - 1 : -1;
    if (digit >= 0 && digit < numbered) {
      event.preventDefault();
      onInsert(digit);
    } else if (canDecide && key.toLowerCase() === "a") {
      event.preventDefault();
      onApprove();
    } else if (canDecide && key.toLowerCase() === "r") {
      // The R is not typed into the box it moves to.
      event.preventDefault();
      onReason();
    }
  };

  return { onKeyDown, shortcuts };
}
