/**
 * Whether the browser is offline, and when what the app shows was last saved on the device (issue 36), for the
 * "Offline — showing what you saw at 08:14" line. Small on purpose: the first load carries it.
 */
import { useSyncExternalStore } from "react";

let savedAt: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setSavedAt(value: number | null): void {
  savedAt = value;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Offline, the time what is shown was saved (null when nothing was); online, undefined. */
export function useOffline(): { offline: boolean; savedAt: number | null } {
  const offline = useSyncExternalStore(subscribe, () => !navigator.onLine, () => false);
  const saved = useSyncExternalStore(subscribe, () => savedAt, () => null);
  return { offline, savedAt: saved };
}
