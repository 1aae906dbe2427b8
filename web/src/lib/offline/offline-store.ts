/**
 * What a signed-in student last saw, kept on the device so the app opens from it at once, online as offline: their
 * session, their tasks and their notifications, through TanStack Query's own persister (an async-storage persister
 * over IndexedDB with idb-keyval), one entry per user. Nothing else is kept (no admin data, no other screen), and
 * everything goes at logout, when the session ends, and when someone else signs in on the device.
 */
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query, QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import { del, get, keys, set } from "idb-keyval";
import { API_VERSION } from "@common/api-version";
import { readCookie } from "@/lib/api/client";
import { markSessionFromDevice, sessionQueryKey } from "@/lib/api/session";
import { LAST_USER, setSavedAt } from "./offline-state";
import { forgetProofs } from "./proof-outbox";
import { forgetMessages } from "./message-outbox";

const ENTRY_PREFIX = "task-planner:offline:";
/** When the kept entry was last written: shown as "what you saw at HH:MM". */
const SAVED_AT = "task-planner:offline-saved-at";
/**
 * The session the entry was kept under (its CSRF token, which the page can read anyway and which is worthless
 * without the HttpOnly session cookie): the entry opens only under that same session.
 */
const KEPT_UNDER = "task-planner:offline-session";
const currentSession = () => readCookie("XSRF-TOKEN") ?? null;
/** What the device keeps is shown for a month at most; an API of another version keeps none of it. */
const MAX_AGE_MS = 30 * 24 * 3_600_000;

/**
 * The queries worth keeping: who is signed in, a student's own tasks, and the bell; each with the data it last
 * had, also when a fetch since failed (offline, the week stays what it was).
 */
const kept = (query: Query) => {
  if (query.state.data === undefined) return false;
  const [root, kind] = query.queryKey as unknown[];
  return root === "session" || (root === "tasks" && kind === "mine") || root === "notifications";
};

const entryOf = (userId: string) => `${ENTRY_PREFIX}${userId}`;

/** The persister of one user's entry; it writes only while that user is the one kept for. */
function persisterOf(userId: string) {
  return createAsyncStoragePersister({
    key: entryOf(userId),
    // A quarter of a second after the last change, as often as the cache changes.
    throttleTime: 250,
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: async (key, value: string) => {
        // Forgotten meanwhile (the session ended, or someone else is signed in): nothing more is written.
        if (localStorage.getItem(LAST_USER) !== userId) return;
        await set(key, value);
        const now = Date.now();
        localStorage.setItem(SAVED_AT, String(now));
        setSavedAt(now);
      },
      removeItem: (key) => del(key),
    },
  });
}

const optionsOf = (client: QueryClient, userId: string): PersistQueryClientOptions => ({
  queryClient: client,
  persister: persisterOf(userId),
  maxAge: MAX_AGE_MS,
  buster: String(API_VERSION),
  dehydrateOptions: { shouldDehydrateQuery: kept, shouldDehydrateMutation: () => false },
});

/** Keeps `userId`'s queries on the device as they change, and removes every other person's entry. */
export function keepForOffline(client: QueryClient, userId: string): () => void {
  localStorage.setItem(LAST_USER, userId);
  const session = currentSession();
  if (session) localStorage.setItem(KEPT_UNDER, session);
  void forgetOthers(userId);
  const options = optionsOf(client, userId);
  // What is shown now is kept at once; then every change, a quarter of a second apart at most.
  void persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}

/**
 * Puts the last signed-in person's kept queries back into `client`, when the browser still holds the session they
 * were kept under; false when there are none. The session shown is marked as the device's, and asked again at once.
 */
export async function restoreKept(client: QueryClient): Promise<boolean> {
  const userId = localStorage.getItem(LAST_USER);
  const session = currentSession();
  if (!userId || !session || localStorage.getItem(KEPT_UNDER) !== session) return false;
  if (!(await get(entryOf(userId)))) return false;
  await persistQueryClientRestore(optionsOf(client, userId));
  // An entry too old, or of another version, is removed by the restore rather than shown.
  if (!(await get(entryOf(userId)))) return false;
  if (client.getQueryData(sessionQueryKey)) markSessionFromDevice(client);
  void client.invalidateQueries({ queryKey: sessionQueryKey, refetchType: "none" });
  setSavedAt(Number(localStorage.getItem(SAVED_AT)) || null);
  return true;
}

/** Removes everything kept on the device: at logout and when the session ends. */
export async function forgetOffline(): Promise<void> {
  localStorage.removeItem(LAST_USER);
  localStorage.removeItem(SAVED_AT);
  localStorage.removeItem(KEPT_UNDER);
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
  await forgetMessages(null);
}

async function forgetOthers(userId: string | null): Promise<void> {
  const entries = (await keys()).filter((key) => String(key).startsWith(ENTRY_PREFIX));
  await Promise.all(entries.filter((key) => userId === null || key !== entryOf(userId)).map((key) => del(key)));
  // Proofs waiting for the connection go with their owner's data, except at the end of a session (the student
  // signs in again and sends them): only another person's sign-in, or a logout (which waits for them), clears them.
  if (userId !== null) {
    await forgetProofs(userId);
    await forgetMessages(userId);
  }
}
