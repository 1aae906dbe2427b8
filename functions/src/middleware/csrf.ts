import type { Request, RequestHandler } from "express";
import type { AppDeps } from "../deps";
import { forbidden } from "../errors";
import { csrfTokenOf, safeEqual, XSRF_HEADER } from "../sessions/session-tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request another site made the browser send: refused before anything changes. */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") {
    return next(forbidden("Cross-site requests are not allowed."));
  }
  const origin = req.get("origin");
  if (origin && !ownHosts(req).includes(hostOf(origin))) {
    return next(forbidden("Cross-site requests are not allowed."));
  }
  next();
};

/** Behind Hosting the function sees its own host; the one the browser used is in X-Forwarded-Host. */
function ownHosts(req: Request): string[] {
  const forwarded = (req.get("x-forwarded-host") ?? "").split(",").map((host) => host.trim());
  return [req.get("host") ?? "", ...forwarded].filter(Boolean);
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return "";
  }
}

/**
 * Every state-changing call of a signed-in user carries X-XSRF-TOKEN, which must match the token bound to
 * that session. Logout is a GET in the spec but changes state, so it passes through here explicitly.
 */
export function requireCsrfToken({ sessionSecret }: AppDeps): RequestHandler {
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

export function csrfForStateChanges(deps: AppDeps): RequestHandler {
  const check = requireCsrfToken(deps);
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : check(req, res, next));
}
