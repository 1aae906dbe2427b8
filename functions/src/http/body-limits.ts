import type { RequestHandler } from "express";
import { MAX_PICTURE_BYTES, MAX_PROOF_REQUEST_BYTES, SAVED_COMMENT_MAX, SAVED_COMMENTS_MAX } from "@common/constants";
import { AppError } from "../errors";

/**
 * JSON bodies: the largest the API takes is an admin's whole list of saved comments, 100 of 500 characters, each
 * character up to 3 bytes in UTF-8 (a surrogate pair is 4 bytes for 2), and room for the JSON around them...
 */
export const MAX_JSON_BODY_BYTES = SAVED_COMMENTS_MAX * SAVED_COMMENT_MAX * 3 + 8 * 1024;
/** ...but for Add many's list of up to 500 people, the only route that takes more. */
export const MAX_LIST_BODY_BYTES = 1024 * 1024;
export const LIST_ROUTE = "/api/users/add-many";
/** Multipart bodies: the largest upload the API takes (a proof's photos and recording), and room around it. */
export const MAX_MULTIPART_BODY_BYTES = Math.max(MAX_PROOF_REQUEST_BYTES, MAX_PICTURE_BYTES) + 64 * 1024;

/**
 * The Functions runtime reads and parses a body (JSON, text, form) up to 32 MB before the app runs, so
 * express.json's own limit never applies there. Its raw length is what the app can still refuse, before any
 * route looks at what was parsed; in-process (tests) the declared length is checked the same way.
 */
export const refuseOversizedBodies: RequestHandler = (req, _res, next) => {
  const length = req.rawBody?.length ?? Number(req.get("content-length") ?? 0);
  const limit = req.is("multipart/form-data")
    ? MAX_MULTIPART_BODY_BYTES
    : req.path === LIST_ROUTE
      ? MAX_LIST_BODY_BYTES
      : MAX_JSON_BODY_BYTES;
  next(length > limit ? new AppError(413, "The request body is too large.", "too_large") : undefined);
};
