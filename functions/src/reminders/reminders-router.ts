import { Router } from "express";
import { reminderSettingsSchema, summaryQuerySchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import { badRequest } from "../errors";
import { sayTo } from "../http/caller-language";
import { parseBody, parseFields } from "../http/validate";
import { canonicalTimeZone, todayIn } from "../lib/time-zones";
import type { UserRepository } from "../users/user-repository";
import { classSummary, type ClassSummaryDeps } from "./class-summary";

/** `/api/reminders`: a person's daily reminder or digest, and the class summary at the top of /admin. */
export function remindersRouter(
  deps: ClassSummaryDeps & {
    users: Pick<UserRepository, "findById" | "setReminder" | "behindBelowOf">;
    /** The groups a summary may be narrowed to. */
    groups: { studentsOf(id: string): Promise<string[]> };
  },
): Router {
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
    await deps.users.setReminder(user._id, { ...input, timeZone });
    const say = await sayTo(req);
    res.json({
      success: true,
      message: input.time ? say("api.reminderSet", { time: input.time }) : say("api.remindersOff"),
      user: await deps.users.findById(user._id),
    });
  });

  /** The class summary of the admin's today (their browser's time zone), with their own threshold. */
  router.get("/summary", requireAdmin, async (req, res) => {
    const { timeZone, group } = parseFields(summaryQuerySchema, req.query);
    const today = todayIn(timeZone);
    const [behindBelow, students] = await Promise.all([
      deps.users.behindBelowOf(currentUser(req)._id),
      group ? deps.groups.studentsOf(group) : undefined,
    ]);
    const summary = await classSummary(deps, today, behindBelow, students);
    res.json({ success: true, message: students ? "The group today." : "The class today.", summary });
  });

  return router;
}
