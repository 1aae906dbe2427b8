import type { RequestHandler } from "express";
import type { AppDeps } from "../deps";
import { rateLimit } from "../rate-limits/rate-limiter";

/** Sign-in attempts per client address (behind the trusted proxies, see config.trustProxyHops). */
export const signInRateLimit = (deps: AppDeps): RequestHandler =>
  rateLimit(deps.rateLimiter, "sign-in", deps.config.rateLimits.signIn, (req) => req.ip ?? "unknown");

/** Uploads per signed-in user: placed after requireUser/requireAdmin. */
export const uploadRateLimit = (deps: AppDeps): RequestHandler =>
  rateLimit(deps.rateLimiter, "upload", deps.config.rateLimits.upload, (req) => req.user?._id ?? req.ip ?? "unknown");
