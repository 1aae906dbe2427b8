import type { CookieOptions, Response } from "express";
import { csrfTokenOf, SESSION_COOKIE, SESSION_LIFETIME_MS, XSRF_COOKIE } from "./session-tokens";

/** What the cookies depend on: Secure outside localhost, and the key of the CSRF tokens. */
export interface CookieSettings {
  production: boolean;
  sessionSecret: string;
}

function baseOptions({ production }: CookieSettings): CookieOptions {
  return { secure: production, sameSite: "lax", path: "/" };
}

/** Sets the HttpOnly session cookie and the readable CSRF cookie bound to it. */
export function setSessionCookies(res: Response, settings: CookieSettings, token: string): void {
  const options = { ...baseOptions(settings), maxAge: SESSION_LIFETIME_MS };
  res.cookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  res.cookie(XSRF_COOKIE, csrfTokenOf(token, settings.sessionSecret), { ...options, httpOnly: false });
  // Production Hosting caches responses unless told otherwise; these carry a user's cookies.
  res.set("Cache-Control", "private, no-store");
}

export function clearSessionCookies(res: Response, settings: CookieSettings): void {
  res.clearCookie(SESSION_COOKIE, { ...baseOptions(settings), httpOnly: true });
  res.clearCookie(XSRF_COOKIE, baseOptions(settings));
}
