import type { User } from "@common/api-types";

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user, loaded afresh from the database on every request. */
      user?: User;
      /** The session value from the `__session` cookie, when it names a live session. */
      sessionToken?: string;
      /** The unparsed body: 2nd-gen functions have read the stream before Express sees the request. */
      rawBody?: Buffer;
    }
  }
}

export {};
