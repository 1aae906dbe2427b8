import { Router } from "express";
import { reminderSettingsSchema, summaryQuerySchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import { sayTo } from "../http/caller-language";
import { parseBody, parseFields } from "../http/validate";
import { todayIn } from "../lib/time-zones";
import type { UserRepository } from "../users/user-repository";
import { adminSummary, type ClassSummaryDeps } from "./class-summary";
import { saveReminderSettings } from "./reminder-settings";

/** `/api/reminders`: a person's daily reminder or digest, and the class summary at the top of /admin. */
export function remindersRouter(
  deps: ClassSummaryDeps & {
    users: Pick<UserRepository, "findById" | "setReminder" | "behindBelowOf">;
    /** The groups a summary may be narrowed to. */
    groups: { studentsOf(id: string): Promise<string[]> };
  },
): Router {
  const router = Router();

  router.put("/settings", requireUser, async (req, res) => {
    const input = parseBody(reminderSettingsSchema, req);
    const user = await saveReminderSettings(deps, currentUser(req), input);
    const say = await sayTo(req);
    const message = input.time ? say("api.reminderSet", { time: input.time }) : say("api.remindersOff");
    res.json({ success: true, message, user });
  });

  /** The class summary of the admin's today (their browser's time zone), with their own threshold. */
  router.get("/summary", requireAdmin, async (req, res) => {
    const { timeZone, group } = parseFields(summaryQuerySchema, req.query);
    const summary = await adminSummary(deps, currentUser(req)._id, { today: todayIn(timeZone), group });
    res.json({ success: true, message: group ? "The group today." : "The class today.", summary });
  });

  return router;
}
