import { Router, type Request } from "express";
import { z } from "zod";
import { isCalendarDate } from "@common/calendar-date";
import type { AppDeps } from "../deps";
import { currentUser, requireUser } from "../middleware/session";
import { parseFields } from "../middleware/validate";

const optionalDate = z
  .string()
  .refine(isCalendarDate, { error: "Dates must be real days written YYYY-MM-DD." })
  .optional();

/** `?from=&to=`: an optional deadline range, so a week view reads only that week's tasks. */
const rangeSchema = z.strictObject({ from: optionalDate, to: optionalDate });

export const dateRangeOf = (req: Request) => parseFields(rangeSchema, req.query);

export function tasksRouter(deps: AppDeps): Router {
  const router = Router();

  router.get("/get", requireUser, async (req, res) => {
    const tasks = await deps.tasks.listForUser(currentUser(req)._id, dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });

  return router;
}
