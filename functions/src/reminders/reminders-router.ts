import { Router } from "express";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { reminderSettingsSchema } from "@common/validation";
import { currentUser, requireUser } from "../auth/session-middleware";
import { parseBody } from "../http/validate";
import { dayIn } from "../tasks/review-service";
import type { UserRepository } from "../users/user-repository";
import { instantOf, localClock } from "./reminder-clock";

/** `/api/reminders`: a person's daily reminder (issue 35). */
export function remindersRouter(deps: { db: Firestore; users: Pick<UserRepository, "findById"> }): Router {
  const router = Router();

  /**
   * Saves the reminder and when it is next due: today's time on the person's clock, so a time already passed
   * today brings today's reminder at the next run (once: the log keeps it from being sent twice).
   */
  router.put("/settings", requireUser, async (req, res) => {
    const settings = parseBody(reminderSettingsSchema, req);
    dayIn(settings.timeZone); // an unknown zone is a 400
    const userId = currentUser(req)._id;
    const today = localClock(new Date(), settings.timeZone).day;
    const next = settings.time ? Timestamp.fromDate(instantOf(today, settings.time, settings.timeZone)) : null;
    await deps.db
      .collection(COLLECTIONS.users)
      .doc(userId)
      .update({ reminder: { ...settings, ...(next ? { next } : {}) } });
    const user = await deps.users.findById(userId);
    res.json({
      success: true,
      message: settings.time ? `Reminder set for ${settings.time} every day` : "Reminders turned off",
      user,
    });
  });

  return router;
}
