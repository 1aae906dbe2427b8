/**
 * Whether the browser is offline, and when what the app shows was last saved on the device, for the
 * "Offline — showing what you saw at 08:14" line. Small on purpose: the first load carries it.
 */
import { useSyncExternalStore } from "react";

/** Whose entry to open when the app starts offline (an id, nothing private); set while one is kept. */
export const LAST_USER = "task-planner:offline-user";

/** Whether anything may be kept on the device: checked before the store's code is loaded. */
export const hasOfflineData = () => localStorage.getItem(LAST_USER) !== null;

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
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const saved = useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
  return { offline, savedAt: saved };
}
