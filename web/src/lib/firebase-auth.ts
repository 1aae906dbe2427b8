/**
 * Everything that touches the Firebase Auth SDK. Loaded with a dynamic import() only when sign-in starts,
 * so the Auth code stays out of the first page load.
 */
import { getApp, getApps, initializeApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
} from "firebase/auth";
import { env } from "@/config/env";

let cached: Auth | undefined;

/**
 * The app keeps its own session cookie, so Firebase needs no persistence of its own. The popup resolver
 * (which loads Google's api.js) is installed only where the popup is used: deployed, never offline.
 */
function auth(): Auth {
  if (cached) return cached;
  const app = getApps().length > 0 ? getApp() : initializeApp(env.firebase);
  cached = initializeAuth(app, {
    persistence: inMemoryPersistence,
    ...(env.authEmulatorUrl ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  if (env.authEmulatorUrl) connectAuthEmulator(cached, env.authEmulatorUrl, { disableWarnings: true });
  return cached;
}

/** Deployed: Google's own popup. Returns the Firebase ID token that the API exchanges for a session. */
export async function signInWithGooglePopup(): Promise<string> {
  const result = await signInWithPopup(auth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return result.user.getIdToken();
}

/**
 * Offline, against the Auth emulator: the popup cannot load (it needs Google's servers), so the app's own
 * account chooser signs in with a Google credential the emulator accepts.
 */
export async function signInWithEmulatorGoogleAccount(email: string, name: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const credential = GoogleAuthProvider.credential(
    JSON.stringify({ sub: `emulator-${normalized}`, email: normalized, email_verified: true, name }),
  );
  const result = await signInWithCredential(auth(), credential);
  return result.user.getIdToken();
}

/** The app's own session is what matters; the Firebase one is only needed for the token exchange. */
export async function signOutOfFirebase(): Promise<void> {
  await signOut(auth());
}
