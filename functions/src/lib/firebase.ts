import { getApps, initializeApp, type App } from "firebase-admin/app";
import type * as FirebaseAuth from "firebase-admin/auth";
import type { Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { onDemand } from "./on-demand";

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

/**
 * What the API needs of Firebase Auth: checking the ID token of a Google sign-in, and forgetting the
 * sign-in record of an account that is deleted (its e-mail, Google id, name and photo).
 */
export interface AuthPort extends Pick<Auth, "verifyIdToken"> {
  /** Deletes the Firebase Auth user with this address, if there is one. */
  deleteUserByEmail(email: string): Promise<void>;
}
/** The part of AuthPort that signing in uses. */
export type IdTokenVerifier = Pick<AuthPort, "verifyIdToken">;

/**
 * Firebase Auth, loaded with the first sign-in rather than at cold start: it is the heaviest part of
 * firebase-admin, and no other request needs it.
 */
export const adminAuth = (app: () => App = adminApp): AuthPort => {
  const auth = async () =>
    (
      await onDemand(
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see onDemand
        () => require("firebase-admin/auth") as typeof FirebaseAuth,
        () => import("firebase-admin/auth"),
      )
    ).getAuth(app());
  return {
    verifyIdToken: async (...args) => (await auth()).verifyIdToken(...args),
    async deleteUserByEmail(email) {
      try {
        const user = await (await auth()).getUserByEmail(email);
        await (await auth()).deleteUser(user.uid);
      } catch (error) {
        if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
      }
    },
  };
};
