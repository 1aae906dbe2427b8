import type { Request } from "express";
import type { z } from "zod";
import { AppError, badRequest } from "../errors";

/** JSON routes accept JSON only: a form post or text/plain body is refused before anything changes. */
export function assertJsonBody(req: Request): void {
  if (!req.is("application/json")) {
    throw new AppError(
      415,
      "Send the request body as JSON (Content-Type: application/json).",
      "unsupported_media_type",
    );
  }
}

/** Parses the JSON body with a schema; every problem is reported at once, one message per field. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  assertJsonBody(req);
  const result = schema.safeParse(req.body);
  if (!result.success) {
    throw badRequest(result.error.issues.map((issue) => issue.message).join(" "));
  }
  return result.data;
}
