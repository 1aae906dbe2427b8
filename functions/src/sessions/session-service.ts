import type { User } from "@common/api-types";
import type { AppDeps } from "../deps";
import { forbidden, unauthorized } from "../errors";
import { newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "./session-tokens";

export interface DecodedGoogleToken {
  email?: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

/**
 * Exchanges a Firebase ID token from a Google sign-in for a session. Only accounts an admin created can
 * sign in; an unknown Google account gets a clear message and nothing is created.
 */
export async function signInWithGoogle(deps: AppDeps, credential: string): Promise<{ token: string; user: User }> {
  let decoded: DecodedGoogleToken;
  try {
    decoded = await deps.auth.verifyIdToken(credential);
  } catch {
    throw unauthorized("Google sign-in could not be verified. Please try again.");
  }
  if (decoded.firebase?.sign_in_provider !== "google.com") {
    throw unauthorized("Please sign in with Google.");
  }
  if (!decoded.email || decoded.email_verified !== true) {
    throw forbidden("Your Google account has no verified e-mail address.");
  }
  const user = await deps.users.findByEmail(decoded.email);
  if (!user) {
    throw forbidden(
      `There is no Task Planner account for ${decoded.email}. Ask your supervisor to create one for you.`,
    );
  }
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), user._id, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, user };
}

export async function endSession(deps: AppDeps, token: string | undefined): Promise<void> {
  if (token) await deps.sessions.delete(sessionIdOf(token));
}
