/**
 * The app as the API tests build it, in the bench's process, on a Cloud Firestore emulator of the part's own:
 * what the server-side parts (latency, a batch approval) measure, set up once.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createTestApp, SESSION_SECRET } from "../../functions/test/api/test-app";
import { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "../../functions/src/tooling";
import { startCloudFirestoreEmulatorOnFreePort } from "../lib/cloud-firestore-emulator";
import { findCloudFirestoreEmulator } from "../lib/local-firestore";
import { ROOT } from "../lib/stack";

export type BenchDeps = ReturnType<typeof createTestApp>["deps"];

/** Runs `measure` with the app and its dependencies, then stops the emulator whatever happened. */
export async function withApiOnOwnEmulator<T>(
  part: string,
  measure: (api: ReturnType<typeof createTestApp>) => Promise<T>,
): Promise<T> {
  const launcher = findCloudFirestoreEmulator();
  if (!launcher) throw new Error(`The ${part} figures need the Cloud Firestore emulator (gcloud component).`);
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-${part}-${process.pid}.log`),
  });
  try {
    // An admin app of the part's own: a client takes the emulator's address when it is made, and another part's
    // emulator (stopped by now) may have been the first one's.
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    const db = getFirestore(initializeApp({ projectId: `demo-bench-${part}` }, `bench-${part}`));
    return await measure(createTestApp({ db }));
  } finally {
    await emulator.stop();
  }
}

/** A session of the user's, and the headers a browser of theirs would send with it. */
export async function signedIn(deps: BenchDeps, userId: string) {
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), userId, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, headers: { Cookie: `__session=${token}`, "X-XSRF-TOKEN": csrfTokenOf(token, SESSION_SECRET) } };
}
