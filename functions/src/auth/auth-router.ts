/**
 * Authentication's routes: the Google sign-in (`/api/auth`), and the session's own calls that the spec
 * places under `/api/users`: is-auth and logout.
 */
import { Router } from "express";
import * as z from "@common/zod";
import { parseBody } from "../http/validate";
import { requireCsrfToken } from "./csrf";
import { clearSessionCookies, setSessionCookies, type CookieSettings } from "./session-cookies";
import type { SessionRepository } from "./session-repository";
import { requireUser } from "./session-middleware";
import { sessionIdOf } from "./session-tokens";
import { signInFromBrowser, type SignInAccounts, type SignInDeps } from "./sign-in";
import { callerLanguage, sayTo } from "../http/caller-language";
import { translatorFor } from "../i18n/translator";

const googleSignInSchema = z.strictObject({
  // A Firebase ID token is a JWT: base64url parts joined by dots.
  credential: z
    .string({ error: "credential is required." })
    .min(1, "credential is required.")
    .max(8192, "credential is too long.")
    .regex(/^[\w.-]+$/, "credential is not a sign-in token."),
  /** The browser's IANA time zone, for the default reminder (an unknown one is ignored). */
  timeZone: z.string().max(64).optional(),
  /** The browser's languages in its order of preference, for the default language (unknown ones are ignored). */
  languages: z.array(z.string().max(35)).max(20).optional(),
});

export function authRouter(
  deps: SignInDeps & { cookies: CookieSettings; users: SignInDeps["users"] & SignInAccounts },
): Router {
  const router = Router();

  router.post("/google", async (req, res) => {
    const { token, user } = await signInFromBrowser(deps, parseBody(googleSignInSchema, req), req.ip ?? "unknown");
    setSessionCookies(res, deps.cookies, token);
    const say = await translatorFor(user.language ?? callerLanguage(req));
    res.json({ success: true, message: say("api.welcome", { name: user.name }), user });
  });

  return router;
}

export function sessionRouter({
  sessions,
  cookies,
}: {
  sessions: Pick<SessionRepository, "delete">;
  cookies: CookieSettings;
}): Router {
  const router = Router();

  router.get("/is-auth", requireUser, (req, res) => {
    res.json({ success: true, message: "You are signed in.", user: req.user });
  });

  // A GET in the spec, but it ends the session: it needs the CSRF token like every other change.
  router.get("/logout", requireCsrfToken(cookies.sessionSecret), async (req, res) => {
    if (req.sessionToken) await sessions.delete(sessionIdOf(req.sessionToken));
    clearSessionCookies(res, cookies);
    // Images this browser kept while signed in go with the session.
    res.set("Clear-Site-Data", '"cache"');
    res.json({ success: true, message: (await sayTo(req))("api.loggedOut") });
  });

  return router;
}
