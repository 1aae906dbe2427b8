import { error as logError, warn as logWarning } from "firebase-functions/logger";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { SOURCE_LANGUAGE, type Language } from "@common/languages";
import { messageKeyOf, tooLongLimit } from "@common/messages";
import { AppError, asSentence } from "../errors";
import { GRPC_STATUS, hasGrpcStatus } from "../lib/firestore/grpc-status";
import { translatorFor, type ServerMessageId } from "../i18n/translator";
import serverEnglish from "../../locales/en.json";
import { callerLanguage } from "./caller-language";

/** Errors body-parser raises, with the status it picked (400 bad JSON, 413 too large, 415 charset). */
interface HttpError extends Error {
  status?: number;
  type?: string;
  expose?: boolean;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON.",
  "entity.too.large": "The request body is too large.",
  "charset.unsupported": "The request body must be UTF-8.",
  "encoding.unsupported": "The request body encoding is not supported.",
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: "There is no such API route." });
};

/** The server's refusals the catalogue holds word for word (`refusal.*`), by their English. */
const REFUSALS = new Map(
  Object.entries(serverEnglish)
    .filter(([key]) => key.startsWith("refusal."))
    .map(([key, english]) => [english, key as ServerMessageId]),
);

/** An English message's catalogue key: a refusal held word for word, or a validation message the forms share. */
function keyOf(english: string): ServerMessageId | undefined {
  const shared = messageKeyOf(english);
  return REFUSALS.get(english) ?? (shared && `validation.${shared}`);
}

/**
 * A refusal in the caller's language: its catalogue message and values, or its fields' messages, or its message
 * as the catalogue holds it; any other as it is, in English.
 */
async function refusalIn(language: Language, refusal: AppError | string): Promise<string> {
  const english = typeof refusal === "string" ? refusal : refusal.message;
  if (language === SOURCE_LANGUAGE) return english;
  const say = await translatorFor(language);
  const held = (message: string) => {
    const key = keyOf(message);
    if (key) return say(key);
    const limit = tooLongLimit(message);
    return limit === undefined ? message : say("validation.tooLong", { max: limit.toLocaleString(language) });
  };
  if (typeof refusal === "string") return held(refusal);
  if (refusal.words) return say(refusal.words.key, refusal.words.values);
  if (refusal.fieldMessages.length > 0) {
    return refusal.fieldMessages.map((message) => asSentence(held(message))).join(" ");
  }
  return held(english);
}

/** Answers with a refusal in the caller's language, or in English should the catalogue fail. */
function refuse(
  req: Request,
  res: Response,
  next: NextFunction,
  status: number,
  refusal: AppError | string,
  headers = {},
): void {
  const english = typeof refusal === "string" ? refusal : refusal.message;
  const send = (message: string) => res.set(headers).status(status).json({ success: false, message });
  refusalIn(callerLanguage(req), refusal)
    .then(send, () => send(english))
    .catch(next);
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (err instanceof AppError) return refuse(req, res, next, err.status, err, err.headers);
  const httpError = err as HttpError;
  // The router could not percent-decode a path segment (e.g. %ED%A0%80, half of a character).
  if (err instanceof URIError && httpError.status === 400) {
    res.status(400).json({ success: false, message: "The address contains an invalid character encoding." });
    return;
  }
  // A Firestore transaction that lost to others on the same record, even after the SDK's retries: the record
  // is busy, nothing was written, and trying again shortly works. Not a fault of ours: 503, logged as a warning.
  if (hasGrpcStatus(err, GRPC_STATUS.ABORTED)) {
    logWarning("Transaction contention", { method: req.method, path: req.path, message: httpError.message });
    const busy = "Someone else is changing this right now: nothing was saved. Please try again.";
    return refuse(req, res, next, 503, busy, { "Retry-After": "2" });
  }
  const parserMessage = httpError?.type ? BODY_PARSER_MESSAGES[httpError.type] : undefined;
  if (parserMessage && httpError.status && httpError.status < 500) {
    return refuse(req, res, next, httpError.status, parserMessage);
  }
  // An Error's message and stack are not enumerable: spell them out, or the log would say "{}".
  const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : err;
  logError("Unhandled error", { method: req.method, path: req.path, error });
  refuse(req, res, next, 500, "Something went wrong on our side. Please try again.");
};
