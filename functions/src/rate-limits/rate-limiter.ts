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

  /** Counts one request; returns the seconds to wait when the caller is over the limit. */
  async hit(key: string, { limit, windowSeconds }: RateLimit, now = Date.now()): Promise<number | null> {
    const window = Math.floor(now / 1000 / windowSeconds);
    const windowEnd = (window + 1) * windowSeconds;
    const ref = this.db.collection(COLLECTIONS.rateLimits).doc(`${key}:${window}`);
    const count = await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const current = (snapshot.get("count") as number | undefined) ?? 0;
      if (current >= limit) return current + 1;
      if (snapshot.exists) transaction.update(ref, { count: FieldValue.increment(1) });
      else transaction.create(ref, { count: 1, expiresAt: Timestamp.fromMillis(windowEnd * 1000) });
      return current + 1;
    });
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
