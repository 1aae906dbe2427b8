/**
 * One-click unsubscribe from reminder e-mails: every e-mail links to `/api/reminders/unsubscribe`
 * with the person's id and a token signed with the server's secret (mail/mail-parts.ts), so no sign-in is needed. A GET (a click, or
 * a mail scanner's look) only shows the page and its button; the POST (the button, or the mail client's
 * one-click of RFC 8058) turns the e-mails off. The in-app reminders stay. Mounted before the session: the
 * signed token, not a cookie, says who is asking, so it needs no CSRF header.
 */
import { Router, type Request, type Response } from "express";
import { safeEqual } from "../auth/session-tokens";
import { isLanguage, pickLanguage, type Language } from "@common/languages";
import { translatorFor, type Translate } from "../i18n/translator";
import { unsubscribeToken } from "../mail/mail-parts";
import type { UserRepository } from "../users/user-repository";

/** The page's language: the one its address names, else the first of the browser's the app speaks. */
const languageOf = (req: Request): Language =>
  isLanguage(req.query.lang) ? req.query.lang : pickLanguage(req.acceptsLanguages());

const page = (res: Response, status: number, language: Language, say: Translate, body: string) =>
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${say("unsubscribe.title")}</title></head><body><main><h1>${say("unsubscribe.title")}</h1>${body}</main></body></html>`,
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
  /** The page in the request's language. */
  const answer = async (req: Request, res: Response, status: number, body: (say: Translate) => string) => {
    const language = languageOf(req);
    const say = await translatorFor(language);
    page(res, status, language, say, body(say));
  };
  const refused = (req: Request, res: Response) =>
    answer(req, res, 400, (say) => `<p>${say("unsubscribe.invalid")}</p>`);

  router.get("/", async (req, res) => {
    if (!personOf(req)) return refused(req, res);
    await answer(
      req,
      res,
      200,
      (say) =>
        `<p>${say("unsubscribe.ask")}</p>` +
        `<form method="post"><button type="submit">${say("unsubscribe.button")}</button></form>`,
    );
  });

  router.post("/", async (req, res) => {
    const user = personOf(req);
    if (!user) return refused(req, res);
    await deps.users.stopReminderEmails(user);
    await answer(req, res, 200, (say) => `<p>${say("unsubscribe.done")}</p>`);
  });

  return router;
}
