import { Router } from "express";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { currentUser, requireUser } from "../middleware/session";
import { pathId } from "../middleware/validate";

export function notificationsRouter(deps: AppDeps): Router {
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
