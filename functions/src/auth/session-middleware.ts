import { parse as parseCookies } from "cookie";
import type { Request, RequestHandler } from "express";
import type { User } from "@common/api-types";
import { forbidden, unauthorized } from "../errors";
import { clearSessionCookies, type CookieSettings } from "./session-cookies";
import type { SessionRepository } from "./session-repository";
import { SESSION_COOKIE, sessionIdOf } from "./session-tokens";

export interface SessionDeps {
  sessions: Pick<SessionRepository, "find">;
  users: { findById(id: string): Promise<User | null> };
  cookies: CookieSettings;
}

/**
 * Loads the user behind the `__session` cookie, if any. The user is read afresh on every request, so a
 * deleted, deactivated or demoted account is refused at once. A cookie whose session is gone (ended elsewhere, expired,
 * its user deleted) is cleared, so the browser stops presenting it and knows nobody is signed in.
 */
export function loadSession({ sessions, users, cookies }: SessionDeps): RequestHandler {
  return async (req, res, next) => {
    const token = parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE];
    if (!token) return next();
    const session = token.length > 200 ? null : await sessions.find(sessionIdOf(token));
    const user = session && session.expiresAt.getTime() > Date.now() ? await users.findById(session.userId) : null;
    if (!user || !user.active) {
      clearSessionCookies(res, cookies);
      return next();
    }
    req.user = user;
    req.sessionToken = token;
    next();
  };
}

/** The signed-in user of a route behind requireUser or requireAdmin. */
export function currentUser(req: Request): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthorized());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.role === "admin" ? undefined : forbidden("This is for admins only."));
};
