import { Router } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { reminderSettingsSchema, summaryQuerySchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import { badRequest } from "../errors";
import { parseBody, parseFields } from "../http/validate";
import { todayIn } from "../tasks/review-service";
import type { UserRepository } from "../users/user-repository";
import { behindBelowOf, classSummary } from "./class-summary";
import { nextOf } from "./default-reminder";
import { canonicalTimeZone } from "./reminder-clock";

/** `/api/reminders`: a person's daily reminder or digest, and the class summary at the top of /admin (issue 35). */
export function remindersRouter(deps: { db: Firestore; users: Pick<UserRepository, "findById"> }): Router {
  const router = Router();

  /**
   * Saves the reminder and when it is next due: today's time on the person's clock, so a time already passed
   * today brings today's reminder at the next run (once: the log keeps it from being sent twice).
   */
  router.put("/settings", requireUser, async (req, res) => {
    const input = parseBody(reminderSettingsSchema, req);
    const timeZone = canonicalTimeZone(input.timeZone);
    if (!timeZone) throw badRequest("timeZone must be an IANA time zone such as Europe/Paris.");
    const user = currentUser(req);
    if (input.behindBelow !== undefined && user.role !== "admin") {
      throw badRequest("behindBelow is a setting of an admin's digest.");
    }
    // An admin's threshold stays as it was when a change does not name it.
    const behindBelow = input.behindBelow ?? user.reminder?.behindBelow;
    const settings = { ...input, timeZone, ...(behindBelow !== undefined ? { behindBelow } : {}) };
    await deps.db
      .collection(COLLECTIONS.users)
      .doc(user._id)
      .update({ reminder: { ...settings, ...nextOf(settings) } });
    res.json({
      success: true,
      message: settings.time ? `Reminder set for ${settings.time} every day` : "Reminders turned off",
      user: await deps.users.findById(user._id),
    });
  });

  /** The class summary of the admin's today (their browser's time zone), with their own threshold. */
  router.get("/summary", requireAdmin, async (req, res) => {
    const { timeZone } = parseFields(summaryQuerySchema, req.query);
    const today = todayIn(timeZone);
    const admin = await deps.db.collection(COLLECTIONS.users).doc(currentUser(req)._id).get();
    res.json({
      success: true,
      message: "The class today.",
      summary: await classSummary(deps.db, today, behindBelowOf(admin)),
    });
  });

  return router;
}
