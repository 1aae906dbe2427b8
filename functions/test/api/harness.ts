import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import supertest from "supertest";
import { beforeAll } from "vitest";
import type { User } from "@common/api-types";
import type { Role } from "@common/constants";

import { loadConfig } from "../../src/config";
import { buildDeps, createApp, type AppDeps } from "../../src/app";
import { LocalDiskFileStore } from "../../src/files/local-disk-file-store";
import { adminAuth, firestore } from "../../src/lib/firebase";
import { emulatorGoogleIdToken } from "../../../scripts/lib/auth-emulator";

export const SESSION_SECRET = "api-test-secret";

/** The app, in-process, against the emulators, with files in a fresh temporary folder. */
export function createTestApp(overrides: Partial<AppDeps> = {}) {
  const filesDir = mkdtempSync(path.join(tmpdir(), "api-files-"));
  const deps = buildDeps({
    config: {
      ...loadConfig({}),
      fileStore: { kind: "local", dir: filesDir },
      // Every test signs in from 127.0.0.1: the rate-limit tests set their own limits.
      rateLimits: {
        signInFailures: { limit: 1_000_000, windowSeconds: 60 },
        signInAccount: { limit: 1_000_000, windowSeconds: 60 },
        upload: { limit: 1_000_000, windowSeconds: 60 },
        tasksCreated: { limit: 100_000_000, windowSeconds: 60 },
        exports: { limit: 1_000_000, windowSeconds: 60 },
      },
    },
    db: firestore(),
    auth: adminAuth(),
    files: new LocalDiskFileStore(filesDir),
    sessionSecret: SESSION_SECRET,
    ...overrides,
  });
  return { app: createApp(deps), deps, filesDir };
}

/**
 * An app whose records live in a Firestore project of their own (emulators keep projects apart), so that
 * whole-database invariants can be checked while other test files run. Sign-in still verifies tokens of the
 * Auth emulator's project.
 */
export function createIsolatedTestApp(label: string) {
  const projectId = `demo-${label}-${randomUUID().slice(0, 8)}`;
  return createTestApp({ db: getFirestore(initializeApp({ projectId }, projectId)) });
}

/**
 * An app on a database of its own (a named database of the local Firestore, which shares its default database
 * across projects): for tests that read whole collections, such as the class summary.
 */
export function createTestAppWithOwnDatabase(label: string) {
  const id = `${label}-${randomUUID().slice(0, 8)}`;
  return createTestApp({ db: getFirestore(initializeApp({ projectId: `demo-${id}` }, id), id) });
}

/** A unique address per call, so tests never collide with each other or with earlier runs. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function provisionUser(deps: AppDeps, role: Role = "student", email = uniqueEmail(role)): Promise<User> {
  return deps.users.create({ name: `Test ${role}`, email, role, phoneNumber: "", birthDate: "" });
}

/** A Google sign-in at the Auth emulator, as the browser's Firebase SDK would do it: returns the ID token. */
/** A Google ID token from the Auth emulator (see scripts/lib/auth-emulator.ts). */
export const googleIdToken = (email: string, options: { verified?: boolean; sub?: string } = {}) =>
  emulatorGoogleIdToken(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "", email, {
    sub: `google-${email.toLowerCase()}`,
    ...options,
  });

export interface Session {
  /** The only cookie production Hosting forwards to the function. */
  cookie: string;
  xsrf: string;
  token: string;
}

function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = all.find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(";")[0];
}

export async function signIn(app: ReturnType<typeof createTestApp>["app"], email: string): Promise<Session> {
  const credential = await googleIdToken(email);
  const response = await supertest(app).post("/api/auth/google").send({ credential });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const token = cookieValue(response.headers["set-cookie"], "__session");
  const xsrf = cookieValue(response.headers["set-cookie"], "XSRF-TOKEN");
  if (!token || !xsrf) throw new Error("Sign-in set no session cookies");
  return { cookie: `__session=${token}`, xsrf, token };
}

export { cookieValue };

/** Sets the session's cookie and CSRF header on a request, as the web app does. */
export const withSession = (session: Session, test: supertest.Test) =>
  test.set("Cookie", session.cookie).set("X-XSRF-TOKEN", session.xsrf);

/** The key of a stored file from its URL (`/api/files/<key>`). */
export const fileKeyOf = (url: string | undefined) => (url ?? "").replace("/api/files/", "");

/** A signed-in admin and a signed-in student, made before the file's tests run (read them inside tests). */
export function signedInAdminAndStudent(app: ReturnType<typeof createTestApp>["app"], deps: AppDeps) {
  const people = {} as { admin: Session; student: Session; studentUser: User };
  beforeAll(async () => {
    people.admin = await signIn(app, (await provisionUser(deps, "admin")).email);
    people.studentUser = await provisionUser(deps);
    people.student = await signIn(app, people.studentUser.email);
  });
  return people;
}
