/**
 * What the API client learns from an answer that concerns the whole app, for whichever part of the app acts
 * on it: plain lists of listeners (the client reports, a watcher listens).
 */
type Listener = () => void;

function signal() {
  const listeners = new Set<Listener>();
  return {
    on(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(): void {
      for (const listener of listeners) listener();
    },
  };
}

/** "The server no longer knows this session" (a 401 on a call that needs one): offer to sign in again. */
const sessionEnded = signal();
export const onSessionEnded = sessionEnded.on;
export const reportSessionEnded = sessionEnded.report;

/**
 * "The API is newer than this app": reload into the new version before calling it again. Remembered, so that
 * the prompt, which mounts once the page has painted, hears of a refusal that came before.
 */
const staleApp = signal();
let appIsStale = false;
export function onStaleApp(listener: Listener): () => void {
  if (appIsStale) listener();
  return staleApp.on(listener);
}
export function reportStaleApp(): void {
  appIsStale = true;
  staleApp.report();
}

/**
 * "Logged out in another tab": the session cookie is gone for every tab of the browser, so the others show the
 * signed-out page at once instead of carrying on (and sending a waiting proof) under whoever signs in next.
 */
const CHANNEL = "task-planner:session";
const LOGGED_OUT = "logged-out";

export function announceLogout(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(LOGGED_OUT);
  channel.close();
}

export function onLogoutElsewhere(listener: Listener): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) listener();
  };
  return () => channel.close();
}
