import { useSyncExternalStore } from "react";
import { toCalendarDate } from "@common/calendar-date";

/**
 * The viewer's today as a calendar date (`YYYY-MM-DD`), which changes at local midnight: a page left open
 * overnight moves its Today marker, default deadline and birth-date limit on. A timer wakes the page at
 * midnight; coming back to the tab checks again (timers sleep in background tabs and suspended phones).
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, today, today);
}

const today = () => toCalendarDate(new Date());
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const notifyAll = () => listeners.forEach((listener) => listener());

function wakeAtMidnight() {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  timer = setTimeout(
    () => {
      notifyAll();
      wakeAtMidnight();
    },
    midnight.getTime() - now.getTime() + 100,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    wakeAtMidnight();
    document.addEventListener("visibilitychange", notifyAll);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", notifyAll);
    }
  };
}
