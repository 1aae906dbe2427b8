import { getApps, initializeApp, type App } from "firebase-admin/app";
import type { Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

/** The default firebase-admin app, created on first use so that loading the module stays cheap. */
export function adminApp(): App {
  const existing = getApps().find((app) => app.name === "[DEFAULT]");
  if (existing) return existing;
  // Deployed, FIREBASE_CONFIG names the project and its bucket; offline, the project id is enough.
  if (process.env.FIREBASE_CONFIG) return initializeApp();
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return initializeApp(projectId ? { projectId } : undefined);
}

export const firestore = (): Firestore => getFirestore(adminApp());

/** What the API needs of Firebase Auth: checking the ID token of a Google sign-in. */
export type IdTokenVerifier = Pick<Auth, "verifyIdToken">;

/**
 * Firebase Auth, loaded with the first sign-in rather than at cold start: it is the heaviest part of
 * firebase-admin, and no other request needs it.
 */
export const adminAuth = (): IdTokenVerifier => ({
  verifyIdToken: async (...args) => (await import("firebase-admin/auth")).getAuth(adminApp()).verifyIdToken(...args),
});
