import type { ServerMessageId } from "./i18n/translator";

/** A message of the server's catalogue with its values, for answering in the caller's language. */
export interface Words {
  key: ServerMessageId;
  values: Record<string, string | number>;
}

/** An error whose message is safe and useful to show to the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = "app_error",
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** A refused input's messages, one per field, in English: the answer words them in the caller's language. */
    readonly fieldMessages: string[] = [],
    /** A message of the server's catalogue with values (an address, a count), for the caller's language. */
    readonly words?: Words,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, words?: Words) => new AppError(400, message, "bad_request", {}, [], words);

/** A field's message ends as a sentence does. */
export const asSentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/** Input refused field by field: each field's message, in one answer. */
export const invalidFields = (messages: string[]) =>
  new AppError(400, messages.map(asSentence).join(" "), "bad_request", {}, messages);
export const unauthorized = (message = "You must be logged in.") => new AppError(401, message, "unauthorized");
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, message, "forbidden");
export const notFound = (message = "Not found.") => new AppError(404, message, "not_found");
export const conflict = (message: string, words?: Words) => new AppError(409, message, "conflict", {}, [], words);
