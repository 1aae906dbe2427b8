import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { RequestHandler } from "express";
import { COLLECTIONS } from "@common/constants";
import { AppError } from "../errors";

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  signIn: RateLimit;
  upload: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { limit: 20, windowSeconds: 60 },
  upload: { limit: 60, windowSeconds: 600 },
};

/**
 * Fixed-window counters kept in Firestore, so that a limit holds across every instance of the function (an
 * in-memory counter would be per instance). One document per caller and window, counted in a transaction;
 * `expiresAt` lets a Firestore TTL policy delete old windows.
 */
export class RateLimiter {
  constructor(private readonly db: Firestore) {}

  /**
   * Counts one request; returns the seconds to wait when the caller is over the limit. An atomic increment,
   * then a read of the count: no transaction, so many requests at once never contend (a transaction on one
   * hot counter gets aborted over and over). A concurrent request may be counted in the read: it errs on
   * the strict side.
   */
  async hit(key: string, { limit, windowSeconds }: RateLimit, now = Date.now()): Promise<number | null> {
    const window = Math.floor(now / 1000 / windowSeconds);
    const windowEnd = (window + 1) * windowSeconds;
    const ref = this.db.collection(COLLECTIONS.rateLimits).doc(`${key}:${window}`);
    await ref.set(
      { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowEnd * 1000) },
      { merge: true },
    );
    const count = ((await ref.get()).get("count") as number | undefined) ?? 1;
    return count > limit ? Math.max(1, Math.ceil(windowEnd - now / 1000)) : null;
  }
}

/** A key safe as part of a document id. */
const safeKey = (value: string) => value.replace(/[^A-Za-z0-9_.:-]/g, "_").slice(0, 200);

export function rateLimit(
  limiter: RateLimiter,
  name: string,
  limit: RateLimit,
  keyOf: (req: Parameters<RequestHandler>[0]) => string,
): RequestHandler {
  return async (req, res, next) => {
    const retryAfter = await limiter.hit(`${name}:${safeKey(keyOf(req))}`, limit);
    if (retryAfter === null) return next();
    res.set("Retry-After", String(retryAfter));
    next(new AppError(429, `Too many requests: please wait ${retryAfter} seconds and try again.`, "rate_limited"));
  };
}

/**
 * "20/60" means 20 requests per 60 seconds. Used for the RATE_LIMIT_SIGN_IN and RATE_LIMIT_UPLOAD variables.
 */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? "");
  if (!match) return fallback;
  return { limit: Number(match[1]), windowSeconds: Math.max(1, Number(match[2])) };
}
