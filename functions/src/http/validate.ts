import type { Request } from "express";
import type { z } from "zod";
import { fieldErrors, isDocumentId } from "@common/validation";
import { AppError, badRequest, invalidFields } from "../errors";

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

/** Parses input with a schema; every field's problem is reported at once, one message per field. */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw invalidFields(Object.values(fieldErrors(result.error)));
  }
  return result.data;
}

/** Parses a JSON body: anything but JSON is refused before any field is looked at. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  assertJsonBody(req);
  return parseFields(schema, req.body);
}

/** A document id from the path: anything else is a 400 before the database is asked. */
export function pathId(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== "string" || !isDocumentId(value)) {
    throw badRequest(`Invalid ${name}.`);
  }
  return value;
}
