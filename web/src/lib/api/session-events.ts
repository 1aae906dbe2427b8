/**
 * "The server no longer knows this session" (a 401 on a call that needs one), for whichever part of the
 * app offers to sign in again. A plain list of listeners: the API client reports, a watcher listens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}
