import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

/**
 * firebase-admin reads the emulator hosts from process.env when a service is first used, so the scripts set
 * them before they touch an app. One app per project id.
 */
function app(env: Record<string, string>): App {
  Object.assign(process.env, env);
  const projectId = env.GCLOUD_PROJECT;
  const name = `scripts-${projectId ?? "default"}`;
  return getApps().find((existing) => existing.name === name) ?? initializeApp(projectId ? { projectId } : {}, name);
}

export const adminFirestore = (env: Record<string, string>): Firestore => getFirestore(app(env));
export const adminAuth = (env: Record<string, string>): Auth => getAuth(app(env));
export const adminStorageBucket = (env: Record<string, string>, bucket: string) => getStorage(app(env)).bucket(bucket);

export async function closeAdminApps(): Promise<void> {
  await Promise.all(getApps().map((existing) => deleteApp(existing)));
}
