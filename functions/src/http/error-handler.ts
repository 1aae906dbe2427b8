import { error as logError, warn as logWarning } from "firebase-functions/logger";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { SOURCE_LANGUAGE, type Language } from "@common/languages";
import { messageKeyOf } from "@common/messages";
import { AppError, asSentence } from "../errors";
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

/** Firestore's gRPC status for a transaction aborted by contention. */
const GRPC_ABORTED = 10;

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: "There is no such API route." });
};

/** The server's refusals the catalogue holds word for word (`refusal.*`), by their English. */
const REFUSALS = new Map(
  Object.entries(serverEnglish)
    .filter(([key]) => key.startsWith("refusal."))
    .map(([key, english]) => [english, key as ServerMessageId]),
);

/**
 * A refusal in the caller's language: its catalogue message and values, or its fields' shared validation
 * messages, or a refusal the catalogue holds word for word; any other as it is, in English.
 */
async function refusalIn(language: Language, error: AppError): Promise<string> {
  const say = await translatorFor(language);
  if (error.words) return say(error.words.key as ServerMessageId, error.words.values);
  if (error.fieldMessages.length > 0) {
    return error.fieldMessages
      .map((message) => {
        const key = messageKeyOf(message);
        return asSentence(key ? say(`validation.${key}`) : message);
      })
      .join(" ");
  }
  const key = REFUSALS.get(error.message);
  return key ? say(key) : error.message;
}

/** One of the handler's own messages, in the caller's language when the catalogue holds it. */
async function ownMessageIn(language: Language, english: string): Promise<string> {
  const key = REFUSALS.get(english);
  return key && language !== SOURCE_LANGUAGE ? (await translatorFor(language))(key) : english;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (err instanceof AppError) {
    const language = callerLanguage(req);
    const send = (message: string) => res.set(err.headers).status(err.status).json({ success: false, message });
    if (language === SOURCE_LANGUAGE) return void send(err.message);
    refusalIn(language, err)
      .then(send, () => send(err.message))
      .catch(next);
    return;
  }
  const httpError = err as HttpError;
  // The router could not percent-decode a path segment (e.g. %ED%A0%80, half of a character).
  if (err instanceof URIError && httpError.status === 400) {
    res.status(400).json({ success: false, message: "The address contains an invalid character encoding." });
    return;
  }
  // A Firestore transaction that lost to others on the same record, even after the SDK's retries: the record
  // is busy, nothing was written, and trying again shortly works. Not a fault of ours: 503, logged as a warning.
  if ((err as { code?: unknown })?.code === GRPC_ABORTED) {
    logWarning("Transaction contention", { method: req.method, path: req.path, message: httpError.message });
    const busy = "Someone else is changing this right now: nothing was saved. Please try again.";
    ownMessageIn(callerLanguage(req), busy)
      .then((message) => res.set("Retry-After", "2").status(503).json({ success: false, message }))
      .catch(next);
    return;
  }
  const parserMessage = httpError?.type ? BODY_PARSER_MESSAGES[httpError.type] : undefined;
  if (parserMessage && httpError.status && httpError.status < 500) {
    res.status(httpError.status).json({ success: false, message: parserMessage });
    return;
  }
  // An Error's message and stack are not enumerable: spell them out, or the log would say "{}".
  const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : err;
  logError("Unhandled error", { method: req.method, path: req.path, error });
  ownMessageIn(callerLanguage(req), "Something went wrong on our side. Please try again.")
    .then((message) => res.status(500).json({ success: false, message }))
    .catch(() =>
      res.status(500).json({ success: false, message: "Something went wrong on our side. Please try again." }),
    );
};
