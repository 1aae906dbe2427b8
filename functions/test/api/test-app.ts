/**
 * The app in-process against the emulators, as the API tests and the bench's latency figures build it: no test
 * runner in it, so that a script can load it too.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { User } from "@common/api-types";
import type { Role } from "@common/constants";

import { loadConfig } from "../../src/config";
import { buildDeps, createApp, type AppDeps } from "../../src/app";
import { LocalDiskFileStore } from "../../src/files/local-disk-file-store";
import { adminAuth, firestore } from "../../src/lib/firebase";
import { startFirestoreProxy } from "../../../scripts/lib/firestore-proxy";

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
        messages: { limit: 1_000_000, windowSeconds: 60 },
        invitations: { limit: 1_000_000, windowSeconds: 60 },
        // Once an hour, as deployed: the invitation tests hold to it.
        invitationsPerAccount: { limit: 1, windowSeconds: 3600 },
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

/**
 * An app on a project of its own whose Firestore calls pass a counting proxy of its own (scripts/lib/
 * firestore-proxy.ts): `reads()` is what Firestore would bill them, and `writes()` the documents they wrote,
 * whatever other files run meanwhile.
 */
export async function createCountedTestApp(label: string) {
  const proxy = await startFirestoreProxy(process.env.FIRESTORE_EMULATOR_HOST ?? "");
  const projectId = `demo-${label}-${randomUUID().slice(0, 8)}`;
  // The Firestore client takes the emulator's address from the variable over its settings, as it is constructed.
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = proxy.address;
  try {
    const db = getFirestore(initializeApp({ projectId }, projectId));
    return {
      ...createTestApp({ db }),
      reads: () => proxy.reads(),
      writes: () => proxy.writes(),
      stop: () => proxy.stop(),
    };
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = shared;
  }
}

/** A unique address per call, so tests never collide with each other or with earlier runs. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function provisionUser(deps: AppDeps, role: Role = "student", email = uniqueEmail(role)): Promise<User> {
  return deps.users.create({ name: `Test ${role}`, email, role, phoneNumber: "", birthDate: "" });
}
