import { Router } from "express";
import { currentUser, requireUser } from "../auth/session-middleware";
import { notFound } from "../errors";
import { pathId } from "../http/validate";
import type { NotificationRepository } from "./notification-repository";

/** `/api/notifications`: a signed-in user's own notifications. */
export function notificationsRouter(deps: { notifications: NotificationRepository }): Router {
  const router = Router();

  router.get("/get", requireUser, async (req, res) => {
    const notifications = await deps.notifications.listForUser(currentUser(req)._id);
    res.json({ success: true, message: `${notifications.length} notifications`, notifications });
  });

  router.patch("/mark-read/:notificationId", requireUser, async (req, res) => {
    const found = await deps.notifications.markRead(currentUser(req)._id, pathId(req, "notificationId"));
    if (!found) throw notFound("There is no such notification.");
    res.json({ success: true, message: "Notification marked as read" });
  });

  router.patch("/mark-all-read", requireUser, async (req, res) => {
    const count = await deps.notifications.markAllRead(currentUser(req)._id);
    res.json({ success: true, message: `${count} notifications marked as read` });
  });

  return router;
}
