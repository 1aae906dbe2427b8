/**
 * One-click unsubscribe from reminder e-mails: every e-mail links to `/api/reminders/unsubscribe`
 * with the person's id and a token signed with the server's secret, so no sign-in is needed. A GET (a click, or
 * a mail scanner's look) only shows the page and its button; the POST (the button, or the mail client's
 * one-click of RFC 8058) turns the e-mails off. The in-app reminders stay. Mounted before the session: the
 * signed token, not a cookie, says who is asking, so it needs no CSRF header.
 */
import { createHmac } from "node:crypto";
import { Router, type Request, type Response } from "express";
import { safeEqual } from "../auth/session-tokens";
import type { UserRepository } from "../users/user-repository";

export const UNSUBSCRIBE_PATH = "/api/reminders/unsubscribe";

export const unsubscribeToken = (userId: string, secret: string): string =>
  createHmac("sha256", secret).update(`reminder-unsubscribe:${userId}`).digest("base64url");

/** The address of a person's one-click unsubscribe, under the app's address. */
export const unsubscribeUrl = (appUrl: string, userId: string, secret: string): string =>
  `${appUrl}${UNSUBSCRIBE_PATH}?user=${encodeURIComponent(userId)}&token=${unsubscribeToken(userId, secret)}`;

const page = (res: Response, status: number, body: string) =>
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Task Planner reminders</title></head><body><main><h1>Task Planner reminders</h1>${body}</main></body></html>`,
    );

export function unsubscribeRouter(deps: {
  users: Pick<UserRepository, "stopReminderEmails">;
  sessionSecret: string;
}): Router {
  const router = Router();

  /** The person the link names, when its token is theirs. */
  const personOf = (req: Request): string | null => {
    const user = typeof req.query.user === "string" ? req.query.user : "";
    const token = typeof req.query.token === "string" ? req.query.token : "";
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(user)) return null;
    return safeEqual(token, unsubscribeToken(user, deps.sessionSecret)) ? user : null;
  };
  const refused = (res: Response) =>
    page(res, 400, "<p>This link is not valid. Change your reminders in your Profile instead.</p>");

  router.get("/", (req, res) => {
    if (!personOf(req)) return refused(res);
    page(
      res,
      200,
      `<p>Stop the daily reminder e-mails? The reminders in the app stay.</p>` +
        `<form method="post"><button type="submit">Stop reminder e-mails</button></form>`,
    );
  });

  router.post("/", async (req, res) => {
    const user = personOf(req);
    if (!user) return refused(res);
    await deps.users.stopReminderEmails(user);
    page(
      res,
      200,
      "<p>You will get no more reminder e-mails. The reminders in the app stay; turn the e-mails on again in your Profile.</p>",
    );
  });

  return router;
}
