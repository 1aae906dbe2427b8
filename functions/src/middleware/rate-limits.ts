import type { RequestHandler } from "express";
import type { AppDeps } from "../deps";
import { rateLimit } from "../rate-limits/rate-limiter";

/** Uploads per signed-in user: placed after requireUser/requireAdmin. */
export const uploadRateLimit = (deps: Pick<AppDeps, "rateLimiter" | "config">): RequestHandler =>
  rateLimit(deps.rateLimiter, "upload", deps.config.rateLimits.upload, (req) => req.user?._id ?? req.ip ?? "unknown");
