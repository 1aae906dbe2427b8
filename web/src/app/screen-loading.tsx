import { useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";

/**
 * Whether the page's screen has been drawn since the app started, rather than a spinner waiting for its code.
 * The top bar waits for it before it loads its menu and bell, so that on a phone the screen's own download
 * and first render come first instead of sharing the slow network and the main thread with code that draws
 * two buttons in the corner. Once drawn, it stays drawn: later screens do not take the menu away.
 */
let waiting = 0;
let scheduled = false;
let drawn = false;
const listeners = new Set<() => void>();

/** Once the frame that shows the screen has been painted: the top bar's downloads come after it. */
function markDrawn() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      drawn = true;
      for (const listener of listeners) listener();
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useScreenDrawn = () =>
  useSyncExternalStore(
    subscribe,
    () => drawn,
    () => false,
  );

/**
 * Called after a commit (from an effect, which runs after every layout effect of that commit): the screen
 * is drawn unless that commit showed a screen's spinner instead.
 */
export function markDrawnUnlessLoading() {
  if (waiting === 0) markDrawn();
}

/** A screen's spinner while its code downloads: the screen is drawn once the last of these has left the page. */
export function ScreenLoading({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
      if (waiting === 0) markDrawn();
    };
  }, []);
  return children;
}
