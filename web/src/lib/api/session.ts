import { queryOptions, useQuery, type QueryClient, type QueryFilters } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { IsAuthResult, User } from "@common/api-types";
import { api, ApiError, forgetSessionToken, isSignedOutError, readCookie } from "./client";
import { reportSessionEnded } from "./session-events";

export const sessionQueryKey = ["session"] as const;

/** Every answer the app holds but the session's: what belongs to whoever is signed in. */
export const allButTheSession: QueryFilters = { predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] };

/**
 * The server sets the readable XSRF-TOKEN cookie with every session and clears it when the session ends
 * or turns out to be invalid. Without it nobody can be signed in in this browser, and asking the server
 * would only earn a 401 (and a round trip before the landing page can show).
 */
export const mayBeSignedIn = () => readCookie("XSRF-TOKEN") !== undefined;

const IS_AUTH = "/api/users/is-auth";

/**
 * Requirements §4: the app asks the server who is signed in. Signed out (401) is an answer, not a failure; other
 * failures are only logged and also leave nobody signed in (requirements §8). When the check is made again while
 * someone is signed in (`previous`) and their session has ended, the page they are on stays, with what they
 * typed, and they are offered to sign in again (see SessionEndedWatcher) rather than shown the guard; unless
 * that person was only what the device kept (`fromDevice`): then the server's answer wins and nobody is signed in.
 */
export async function getSession(previous?: User | null, fromDevice = false): Promise<User | null> {
  if (!mayBeSignedIn() && !previous) return null;
  try {
    const result = await api.get<IsAuthResult>(IS_AUTH);
    return result.user ?? null;
  } catch (error) {
    if (!isSignedOutError(error)) console.error("Session check failed", error);
    if (previous && isSignedOutError(error)) {
      // Kept on the device only: nobody is signed in, and nothing of the ended session is left to open from.
      if (fromDevice) forgetSessionToken();
      reportSessionEnded();
      return fromDevice ? null : previous;
    }
    // A check that failed (a weak connection, a server error, an API newer than this app) is no news about
    // the session: whoever was signed in stays, with what the app keeps for them offline.
    const noNews = !(error instanceof ApiError) || error.status >= 500 || error.staleApp;
    if (previous && noNews) return previous;
    // This app is older than the API and nobody is known yet: whatever it showed would be wrong (a signed-in
    // person sent to the sign-in page). It waits, under "A new version is ready. Reload to go on.", for the reload.
    if (error instanceof ApiError && error.staleApp) return new Promise<never>(() => {});
    return null;
  }
}

/** How long an answer about the session is trusted before coming back to the tab asks again. */
const SESSION_FRESH_MS = 5 * 60_000;

/**
 * Someone else is signed in than the one whose answers `client` holds (a sign-in from the "session ended"
 * dialog, or another tab that logged out and signed in someone else): none of the previous person's answers
 * may show, or be kept for offline use, as the new person's. Only the session's answer stays.
 */
export function forgetPreviousPersonsAnswers(client: QueryClient, previous: User | null | undefined, now: User | null) {
  if (previous && previous._id !== now?._id) client.removeQueries(allButTheSession);
}

/** The clients whose session is so far only what the device kept (the app opened from it), not the server's word. */
const keptOnly = new WeakSet<QueryClient>();

/** The session in `client` came from the device: shown at once, until the server's answer replaces it. */
export const markSessionFromDevice = (client: QueryClient) => void keptOnly.add(client);

/** Whether the session `client` shows is only what the device kept: its end is the server's answer, not news. */
export const sessionOnlyFromDevice = (client: QueryClient) => keptOnly.has(client);

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ client }) => {
    const previous = client.getQueryData<User | null>(sessionQueryKey);
    const user = await getSession(previous, keptOnly.has(client));
    // A check that brought no news hands back `previous` itself; any other answer is the server's.
    if (user !== previous) keptOnly.delete(client);
    forgetPreviousPersonsAnswers(client, previous, user);
    return user;
  },
  staleTime: SESSION_FRESH_MS,
  refetchOnWindowFocus: true,
});

/**
 * The session's answer when it is known without asking: nobody, in a browser that holds no session (no
 * spinner, no request). Given to each new QueryClient (provider.tsx).
 */
export function seedSession(client: QueryClient) {
  if (!mayBeSignedIn()) client.setQueryData(sessionQueryKey, null);
}

/**
 * Whether an admin is signed in, without the rest of the session: a component using it renders again
 * only when that answer changes, not when the session check ends with a student or with nobody.
 */
export function useIsAdmin() {
  const { data = false } = useQuery({ ...sessionQueryOptions, select: (user) => user?.role === "admin" });
  return data;
}

/** The signed-in user (or null) and the admin flag of requirements §3's session context. */
export function useSession() {
  const { data: user = null, isPending } = useQuery(sessionQueryOptions);
  return { user, isAdmin: user?.role === "admin", isPending };
}

/**
 * The session for what draws a whole screen from it (the guards): the screen its answer brings is rendered in
 * the background, in slices between which the page stays responsive, rather than in one long task.
 */
export function useDeferredSession() {
  const { user, isPending } = useSession();
  return { user: useDeferredValue(user), isPending: useDeferredValue(isPending) };
}
