/**
 * What a signed-in person last saw, kept on the device so the app opens offline (issue 36): their session,
 * their tasks and their notifications, as TanStack Query's own dehydrated state, in IndexedDB (idb-keyval),
 * one entry per user. Nothing else is kept (no admin data, no other screen), and everything goes at logout,
 * when the session ends, and when someone else signs in on the device.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { del, get, keys, set } from "idb-keyval";
import { LAST_USER, setSavedAt } from "./offline-state";
import { forgetProofs } from "./proof-outbox";

const ENTRY_PREFIX = "task-planner:offline:";

interface Entry {
  savedAt: number;
  state: DehydratedState;
}

/** The queries worth keeping: who is signed in, a student's own tasks, and the bell. */
const kept = (query: Query) => {
  if (query.state.status !== "success") return false;
  const [root, kind] = query.queryKey as unknown[];
  return root === "session" || (root === "tasks" && kind === "mine") || root === "notifications";
};

const entryOf = (userId: string) => `${ENTRY_PREFIX}${userId}`;

/**
 * Keeps `userId`'s queries on the device as they change (at most four times a second), and removes every other
 * person's entry. Returns the function that stops it.
 */
export function keepForOffline(client: QueryClient, userId: string): () => void {
  localStorage.setItem(LAST_USER, userId);
  void forgetOthers(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    // Forgotten meanwhile (the session ended, or someone else is signed in): nothing more is written.
    if (localStorage.getItem(LAST_USER) !== userId) return;
    const state = dehydrate(client, { shouldDehydrateQuery: kept, shouldDehydrateMutation: () => false });
    const entry: Entry = { savedAt: Date.now(), state };
    void set(entryOf(userId), entry).then(() => setSavedAt(entry.savedAt));
  };
  // Online, what is shown now is kept at once; offline it is what was restored, kept as it was.
  if (navigator.onLine) save();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && !timer) timer = setTimeout(save, 250);
  });
  // What is pending is kept at once when the connection drops or the page goes away.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener("offline", flush);
  window.addEventListener("pagehide", flush);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener("offline", flush);
    window.removeEventListener("pagehide", flush);
  };
}

/** Puts the last signed-in person's kept queries back into `client`; false when there are none. */
export async function restoreForOffline(client: QueryClient): Promise<boolean> {
  const userId = localStorage.getItem(LAST_USER);
  const entry = userId ? await get<Entry>(entryOf(userId)) : undefined;
  if (!entry) return false;
  hydrate(client, entry.state);
  setSavedAt(entry.savedAt);
  return true;
}

/** Removes everything kept on the device: at logout and when the session ends. */
export async function forgetOffline(): Promise<void> {
  localStorage.removeItem(LAST_USER);
  setSavedAt(null);
  await forgetOthers(null);
}

/**
 * Someone whose data is never kept signed in (an admin: what they see is other people's): nothing anyone kept
 * on the device stays, the proofs a student left waiting included, as at any other person's sign-in.
 */
export async function forgetEveryone(): Promise<void> {
  await forgetOffline();
  await forgetProofs(null);
}

async function forgetOthers(userId: string | null): Promise<void> {
  const entries = (await keys()).filter((key) => String(key).startsWith(ENTRY_PREFIX));
  await Promise.all(entries.filter((key) => userId === null || key !== entryOf(userId)).map((key) => del(key)));
  // Proofs waiting for the connection go with their owner's data, except at the end of a session (the student
  // signs in again and sends them): only another person's sign-in, or a logout (which waits for them), clears them.
  if (userId !== null) await forgetProofs(userId);
}
