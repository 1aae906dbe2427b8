import { Router } from "express";
import { pageQuerySchema } from "@common/validation";
import { currentUser, requireUser } from "../auth/session-middleware";
import { notFound } from "../errors";
import { sayTo } from "../http/caller-language";
import { parseFields, pathId } from "../http/validate";
import { NOTIFICATION_PAGE_SIZE, type NotificationRepository } from "./notification-repository";

/** `/api/notifications`: a signed-in user's own notifications. */
export function notificationsRouter(deps: { notifications: NotificationRepository }): Router {
  const router = Router();

  /** The unread count and the list's version, from the record the session has read: a poll costs nothing more. */
  const countsOf = (req: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(req);
    return user.notificationCounts ?? deps.notifications.countsOf(user._id);
  };

  router.get("/summary", requireUser, async (req, res) => {
    const { unread, version } = await countsOf(req);
    res.json({ success: true, message: `${unread} unread`, unread, version });
  });

  // Requirements §7: success, notifications, message; beyond it a page at a time (`next`: the following page's cursor).
  router.get("/get", requireUser, async (req, res) => {
    const { cursor, limit = NOTIFICATION_PAGE_SIZE } = parseFields(pageQuerySchema, req.query);
    const [page, { unread, version }] = await Promise.all([
      deps.notifications.page(currentUser(req)._id, limit, cursor),
      countsOf(req),
    ]);
    res.json({ success: true, message: `${page.notifications.length} notifications`, ...page, unread, version });
  });

  router.patch("/mark-read/:notificationId", requireUser, async (req, res) => {
    const found = await deps.notifications.markRead(currentUser(req)._id, pathId(req, "notificationId"));
    if (!found) throw notFound("There is no such notification.");
    res.json({ success: true, message: (await sayTo(req))("api.notificationRead") });
  });

  router.patch("/mark-all-read", requireUser, async (req, res) => {
    const count = await deps.notifications.markAllRead(currentUser(req)._id);
    res.json({ success: true, message: (await sayTo(req))("api.notificationsRead", { count }) });
  });

  router.post("/clear-read", requireUser, async (req, res) => {
    const count = await deps.notifications.deleteRead(currentUser(req)._id);
    res.json({ success: true, message: (await sayTo(req))("api.notificationsDeleted", { count }) });
  });

  router.delete("/:notificationId", requireUser, async (req, res) => {
    const found = await deps.notifications.delete(currentUser(req)._id, pathId(req, "notificationId"));
    if (!found) throw notFound("There is no such notification.");
    res.json({ success: true, message: (await sayTo(req))("api.notificationDeleted") });
  });

  return router;
}
