import { useEffect } from "react";
import { afterPaint } from "./after-paint";

/**
 * Starts the downloads of a screen's dialogs once the screen shows its content and the browser has painted it:
 * none is needed to draw the screen, and on a slow network their files would queue before the screen's own. A
 * failed download shows when the dialog opens (the route's error boundary), not here.
 */
export function usePreloadOnceShown(shown: boolean, dialogs: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    if (shown) void afterPaint().then(() => Promise.all(dialogs.map((dialog) => dialog.preload()))).catch(() => undefined);
  }, [shown, dialogs]);
}
