import type { CookieOptions, Response } from "express";
import type { AppDeps } from "../deps";
import { csrfTokenOf, SESSION_COOKIE, SESSION_LIFETIME_MS, XSRF_COOKIE } from "./session-tokens";

function baseOptions(deps: AppDeps): CookieOptions {
  return { secure: deps.config.production, sameSite: "lax", path: "/" };
}

/** Sets the HttpOnly session cookie and the readable CSRF cookie bound to it. */
export function setSessionCookies(res: Response, deps: AppDeps, token: string): void {
  const options = { ...baseOptions(deps), maxAge: SESSION_LIFETIME_MS };
  res.cookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  res.cookie(XSRF_COOKIE, csrfTokenOf(token, deps.sessionSecret), { ...options, httpOnly: false });
  // Production Hosting caches responses unless told otherwise; these carry a user's cookies.
  res.set("Cache-Control", "private, no-store");
}

export function clearSessionCookies(res: Response, deps: AppDeps): void {
  res.clearCookie(SESSION_COOKIE, { ...baseOptions(deps), httpOnly: true });
  res.clearCookie(XSRF_COOKIE, baseOptions(deps));
}
