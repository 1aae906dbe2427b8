import type { RequestHandler } from "express";

/** API answers are private JSON: never cached by Hosting's CDN, never sniffed, never framed. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  });
  next();
};
