import type { Request, RequestHandler } from "express";
import { forbidden } from "../errors";
import { csrfTokenOf, safeEqual, XSRF_HEADER } from "./session-tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request another site made the browser send: refused before anything changes. The Origin must be one of
 * the configured hosts (the app's Hosting domains) or the host the request was sent to; X-Forwarded-Host is
 * never trusted, since whoever sends the request can write it.
 */
export function refuseCrossSite(allowedHosts: readonly string[]): RequestHandler {
  const allowed = new Set(allowedHosts);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site" || fetchSite === "same-site") {
      return next(forbidden("Cross-site requests are not allowed."));
    }
    const origin = req.get("origin");
    if (origin !== undefined && !isOwnOrigin(origin, req, allowed)) {
      return next(forbidden("Cross-site requests are not allowed."));
    }
    next();
  };
}

function isOwnOrigin(origin: string, req: Request, allowed: Set<string>): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return allowed.has(host) || host === (req.get("host") ?? "").toLowerCase();
}

/**
 * Every state-changing call of a signed-in user carries X-XSRF-TOKEN, which must match the token bound to
 * that session. Logout is a GET in the spec but changes state, so it passes through here explicitly.
 */
export function requireCsrfToken(sessionSecret: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.sessionToken) return next();
    const header = req.get(XSRF_HEADER) ?? "";
    const expected = csrfTokenOf(req.sessionToken, sessionSecret);
    next(
      safeEqual(header, expected)
        ? undefined
        : forbidden("The security token is missing or invalid. Reload the page and try again."),
    );
  };
}

export function csrfForStateChanges(sessionSecret: string): RequestHandler {
  const check = requireCsrfToken(sessionSecret);
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : check(req, res, next));
}
