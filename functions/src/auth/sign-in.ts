import type { User } from "@common/api-types";
import { isLanguage, pickLanguage, type Language } from "@common/languages";
import type { AppConfig } from "../config";
import { AppError, forbidden, unauthorized } from "../errors";
import type { IdTokenVerifier } from "../lib/firebase";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import type { SessionRepository } from "./session-repository";
import { newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "./session-tokens";

export interface DecodedGoogleToken {
  email?: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

export interface SignInDeps {
  auth: IdTokenVerifier;
  /** Accounts are looked up by address: only those an admin created can sign in. */
  users: { findByEmail(email: string): Promise<User | null> };
  sessions: Pick<SessionRepository, "create">;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "signInFailures" | "signInAccount">;
}

/**
 * Exchanges a Firebase ID token from a Google sign-in for a session. Only accounts an admin created can
 * sign in; an unknown Google account gets a clear message and nothing is created. A failed attempt counts
 * against the client's address and every attempt against its account (see RateLimits): a whole class
 * behind one school address gets in, while repeated failures from one address are stopped.
 */
export async function signInWithGoogle(
  deps: SignInDeps,
  credential: string,
  clientAddress: string,
): Promise<{ token: string; user: User }> {
  const { rateLimiter, rateLimits } = deps;
  /** Counts the failure; past the limit the answer is 429, which says nothing about the account. */
  const failure = async (error: AppError) => {
    await enforce(rateLimiter, "sign-in-failures", rateLimits.signInFailures, clientAddress);
    return error;
  };
  let decoded: DecodedGoogleToken;
  try {
    decoded = await deps.auth.verifyIdToken(credential);
  } catch {
    throw await failure(unauthorized("Google sign-in could not be verified. Please try again."));
  }
  if (decoded.firebase?.sign_in_provider !== "google.com") {
    throw await failure(unauthorized("Please sign in with Google."));
  }
  if (!decoded.email || decoded.email_verified !== true) {
    throw await failure(forbidden("Your Google account has no verified e-mail address."));
  }
  const user = await deps.users.findByEmail(decoded.email);
  if (!user) {
    throw await failure(
      new AppError(
        403,
        `There is no Task Planner account for ${decoded.email}. Ask your supervisor to create one for you.`,
        "forbidden",
        {},
        [],
        { key: "refusal.noAccount", values: { email: decoded.email } },
      ),
    );
  }
  await enforce(rateLimiter, "sign-in-account", rateLimits.signInAccount, user._id);
  if (!user.active) throw forbidden("Your Task Planner account is deactivated. Ask your supervisor to reactivate it.");
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), user._id, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, user };
}

/** What the sign-in needs of the accounts beyond finding one by address: the defaults a first sign-in gives. */
export interface SignInAccounts {
  findById(id: string): Promise<User | null>;
  /** A person who never chose a reminder gets the default one on the clock of the browser they signed in with. */
  giveDefaultReminder(id: string, timeZone: string | undefined): Promise<boolean>;
  /** A person nobody chose a language for gets their browser's, when the app speaks it. */
  giveDefaultLanguage(id: string, language: Language): Promise<boolean>;
  /** An account's first sign-in: Users stops showing it as invited and not signed in. */
  recordFirstSignIn(id: string): Promise<void>;
}

/**
 * A sign-in (see signInWithGoogle) with what the browser says of itself: a person who never chose a reminder gets
 * the default one on its clock, and its first language the app speaks is theirs until someone chooses another; a
 * first sign-in is recorded.
 * Returns the session's token and the user as they now are.
 */
export async function signInFromBrowser(
  deps: SignInDeps & { users: SignInDeps["users"] & SignInAccounts },
  { credential, timeZone, languages }: { credential: string; timeZone?: string; languages?: string[] },
  clientAddress: string,
): Promise<{ token: string; user: User }> {
  const signedIn = await signInWithGoogle(deps, credential, clientAddress);
  const id = signedIn.user._id;
  const browserLanguage = languages ? pickLanguage(languages) : undefined;
  const given = await Promise.all([
    !signedIn.user.reminder && deps.users.giveDefaultReminder(id, timeZone),
    !isLanguage(signedIn.user.language) && browserLanguage && deps.users.giveDefaultLanguage(id, browserLanguage),
    signedIn.user.awaitingSignIn !== undefined && deps.users.recordFirstSignIn(id).then(() => true),
  ]);
  const user = (given.some(Boolean) && (await deps.users.findById(id))) || signedIn.user;
  return { token: signedIn.token, user };
}
