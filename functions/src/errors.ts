/** An error whose message is safe and useful to show to the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = "app_error",
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string) => new AppError(400, message, "bad_request");
export const unauthorized = (message = "You must be logged in.") => new AppError(401, message, "unauthorized");
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, message, "forbidden");
export const notFound = (message = "Not found.") => new AppError(404, message, "not_found");
export const conflict = (message: string) => new AppError(409, message, "conflict");
