import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { RequestHandler } from "express";
import { COLLECTIONS, MESSAGES_PER_HOUR } from "@common/constants";
import { AppError } from "../errors";

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Sign-in is limited so that a class behind one school address all gets in while guessing stays stopped:
 * failed attempts count per client address, and every attempt counts per account. Successful sign-ins of
 * different people never count against their shared address.
 */
export interface RateLimits {
  signInFailures: RateLimit;
  signInAccount: RateLimit;
  upload: RateLimit;
  /** Tasks an admin creates (a plan counts each of its tasks): bounds the work and data one account makes. */
  tasksCreated: RateLimit;
  /** CSV exports per admin: each reads a range of tasks and every user. */
  exports: RateLimit;
  /** Messages of tasks' threads a person writes or edits, whatever the task. */
  messages: RateLimit;
  /** Invitation e-mails an admin sends (Add many counts each): bounds the mail one account can send. */
  invitations: RateLimit;
  /** Invitations one account receives: the same person is not sent one after another. */
  invitationsPerAccount: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInFailures: { limit: 20, windowSeconds: 600 },
  signInAccount: { limit: 10, windowSeconds: 600 },
  upload: { limit: 60, windowSeconds: 600 },
  tasksCreated: { limit: 20_000, windowSeconds: 3600 },
  exports: { limit: 20, windowSeconds: 600 },
  messages: { limit: MESSAGES_PER_HOUR, windowSeconds: 3600 },
  invitations: { limit: 2_000, windowSeconds: 3600 },
  invitationsPerAccount: { limit: 1, windowSeconds: 3600 },
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
  async hit(key: string, { limit, windowSeconds }: RateLimit, now = Date.now(), amount = 1): Promise<number | null> {
    const window = Math.floor(now / 1000 / windowSeconds);
    const windowEnd = (window + 1) * windowSeconds;
    const ref = this.db.collection(COLLECTIONS.rateLimits).doc(`${key}:${window}`);
    await ref.set(
      { count: FieldValue.increment(amount), expiresAt: Timestamp.fromMillis(windowEnd * 1000) },
      { merge: true },
    );
    const count = ((await ref.get()).get("count") as number | undefined) ?? amount;
    return count > limit ? Math.max(1, Math.ceil(windowEnd - now / 1000)) : null;
  }
}

/** A key safe as part of a document id. */
export const safeKey = (value: string) => value.replace(/[^A-Za-z0-9_.:-]/g, "_").slice(0, 200);

export const tooManyRequests = (retryAfter: number) =>
  new AppError(
    429,
    `Too many requests: please wait ${retryAfter} seconds and try again.`,
    "rate_limited",
    { "Retry-After": String(retryAfter) },
    [],
    { key: "refusal.tooManyRequests", values: { seconds: retryAfter } },
  );

/**
 * Counts one request (or `amount` things, e.g. the tasks a plan creates) under `name` and the caller's key;
 * 429 with Retry-After once over the limit.
 */
export async function enforce(
  limiter: RateLimiter,
  name: string,
  limit: RateLimit,
  key: string,
  amount = 1,
): Promise<void> {
  const retryAfter = await limiter.hit(`${name}:${safeKey(key)}`, limit, Date.now(), amount);
  if (retryAfter !== null) throw tooManyRequests(retryAfter);
}

/** Uploads per signed-in user: placed after requireUser/requireAdmin. */
export const uploadRateLimit =
  (limiter: RateLimiter, limit: RateLimit): RequestHandler =>
  async (req, _res, next) => {
    await enforce(limiter, "upload", limit, req.user?._id ?? req.ip ?? "unknown");
    next();
  };

/** "20/60" means 20 requests per 60 seconds: the RATE_LIMIT_* variables. */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? "");
  if (!match) return fallback;
  return { limit: Number(match[1]), windowSeconds: Math.max(1, Number(match[2])) };
}
