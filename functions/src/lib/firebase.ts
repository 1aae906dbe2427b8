import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
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
export const adminAuth = (): Auth => getAuth(adminApp());
