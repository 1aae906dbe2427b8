import { lazyNamed } from "@/lib/lazy-named";
import { usePreloadOnceShown } from "@/lib/preload-once-shown";

/**
 * The review dialog, loaded on demand: its code (the dialog, saved comments, the recorder, the thread) is not
 * needed to draw the screens that open it, so each asks for it once its list shows.
 */
export const ReviewDialog = lazyNamed(() => import("./review-dialog"), "ReviewDialog");

const DIALOGS = [ReviewDialog];

/** Starts the review dialog's download once the screen that opens it shows its content. */
export const usePreloadReviewDialog = (shown: boolean) => usePreloadOnceShown(shown, DIALOGS);
