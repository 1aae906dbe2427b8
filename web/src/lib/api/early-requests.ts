declare global {
  interface Window {
    /**
     * The GET requests the page started before the app ran, by URL (session-init.js, start-app.js): the
     * session check and the first data of the screen the page was opened at. Only where a session may be.
     */
    __early?: { requests: Map<string, Promise<Response>>; get: (url: string) => void };
  }
}

/** How long after the page's start an answer it asked for early is still taken: later, the app asks again. */
export const EARLY_ANSWER_MS = 30_000;

/**
 * The page's own request for `url`, if it started one and the app has not taken it yet: taken once, so any
 * later GET of the URL asks the server again.
 */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const requests = window.__early?.requests;
  const request = requests?.get(url);
  if (!request) return undefined;
  requests?.delete(url);
  return performance.now() < EARLY_ANSWER_MS ? request : undefined;
}
