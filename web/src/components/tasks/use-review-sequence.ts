import { useState } from "react";
import type { Reviewable } from "./review-parts";

/** A proof as reviewed: the task and the proof it had, so that a proof sent again later can be reviewed anew. */
const reviewedKey = (item: Reviewable) => `${item._id} ${item.proofUrl ?? ""}`;

/**
 * The proofs a screen's review dialog goes through, in the screen's order, and which is open. A decision takes its
 * proof out at once (the screen's list refetches after it) and opens the next in its place, or the one before at
 * the end of the list; after the last, the dialog closes. `onShow` hears of each proof the dialog moves to.
 */
export function useReviewSequence<T extends Reviewable>(candidates: T[], onShow?: (item: T) => void) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const items = candidates.filter((item) => !reviewed.has(reviewedKey(item)));
  const index = items.findIndex((item) => item._id === openId);

  const show = (item: T | undefined) => {
    setOpenId(item?._id ?? null);
    if (item) onShow?.(item);
  };

  const onReviewed = (taskId: string) => {
    const at = items.findIndex((item) => item._id === taskId);
    const done = items[at];
    if (!done) return;
    setReviewed(new Set(reviewed).add(reviewedKey(done)));
    const rest = items.filter((item) => item._id !== taskId);
    show(rest[Math.min(at, rest.length - 1)]);
  };

  return {
    open: (taskId: string) => setOpenId(taskId),
    /** The review dialog's props while a proof is open (`<ReviewDialog {...dialog} />`), else null. */
    dialog:
      index < 0
        ? null
        : {
            items,
            index,
            onIndexChange: (next: number) => show(items[next]),
            onReviewed,
            onClose: () => setOpenId(null),
          },
  };
}
