import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "__session";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** A new session value: 256 random bits, sent only in the HttpOnly `__session` cookie. */
export const newSessionToken = (): string => randomBytes(32).toString("base64url");

/** Sessions are stored under a hash of their value, so a read of the database yields no usable cookie. */
export const sessionIdOf = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * The CSRF token is bound to the session: production Hosting forwards only `__session` to the function, so
 * the usual "header equals cookie" check is impossible; the header is checked against the session instead.
 */
export const csrfTokenOf = (token: string, secret: string): string =>
  createHmac("sha256", secret).update(`csrf:${token}`).digest("base64url");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
