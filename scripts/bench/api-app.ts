/**
 * The app as the API tests build it, in the bench's process, on a Cloud Firestore emulator of the part's own:
 * what the server-side parts (latency, a batch approval, add many) measure, set up once.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Express } from "express";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createTestApp, provisionUser, SESSION_SECRET } from "../../functions/test/api/test-app";
import { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "../../functions/src/tooling";
import { startCloudFirestoreEmulatorOnFreePort } from "../lib/cloud-firestore-emulator";
import { findCloudFirestoreEmulator } from "../lib/local-firestore";
import { ROOT } from "../lib/stack";

export type BenchDeps = ReturnType<typeof createTestApp>["deps"];

/** Runs `measure` with a Cloud Firestore emulator of its own, stopped afterwards whatever happened. */
export async function withOwnEmulator<T>(part: string, measure: () => Promise<T>): Promise<T> {
  const launcher = findCloudFirestoreEmulator();
  if (!launcher) throw new Error(`The ${part} figures need the Cloud Firestore emulator (gcloud component).`);
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-${part}-${process.pid}.log`),
  });
  try {
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    return await measure();
  } finally {
    await emulator.stop();
  }
}

/**
 * The app on a project of its own: a client takes the emulator's address when it is made, and the default app may
 * be an earlier part's (its emulator stopped by now).
 */
export const appOnProject = (projectId: string) =>
  createTestApp({ db: getFirestore(initializeApp({ projectId }, projectId)) });

/** A session of the user's, and the headers a browser of theirs would send with it. */
export async function signedIn(deps: BenchDeps, userId: string) {
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), userId, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, headers: { Cookie: `__session=${token}`, "X-XSRF-TOKEN": csrfTokenOf(token, SESSION_SECRET) } };
}

/** The app listening, and a way to post JSON to it as a new admin, timed from sending to the answer read. */
export async function servedToAdmin(app: Express, deps: BenchDeps) {
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { headers } = await signedIn(deps, (await provisionUser(deps, "admin"))._id);
  const post = async (route: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${base}${route}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    return { answer, took: performance.now() - started };
  };
  return { post, close: () => server.close() };
}
