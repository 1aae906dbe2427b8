import { Router, type Request } from "express";
import * as z from "@common/zod";
import { isCalendarDate } from "@common/calendar-date";
import { createTaskSchema, deleteTaskSchema, editTaskSchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { parseBody, parseFields, pathId } from "../http/validate";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { createTask, deleteTask, editTask, tasksOfUser, type TaskDeps } from "./tasks-service";
import { sayTo } from "../http/caller-language";

const optionalDate = z
  .string()
  .refine(isCalendarDate, { error: "Dates must be real days written YYYY-MM-DD." })
  .optional();

/** `?from=&to=`: an optional deadline range, so a week view reads only that week's tasks. */
const rangeSchema = z.strictObject({ from: optionalDate, to: optionalDate });
const dateRangeOf = (req: Request) => parseFields(rangeSchema, req.query);

export interface TasksRouterDeps extends TaskDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated">;
}

/** `/api/tasks`: a student's own tasks, and the admin's task creation, edits and deletions (proofs: reviews/). */
export function tasksRouter(deps: TasksRouterDeps): Router {
  const router = Router();

  router.get("/get", requireUser, async (req, res) => {
    const tasks = await deps.tasks.listForUser(currentUser(req)._id, dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });

  router.post("/add", requireAdmin, async (req, res) => {
    const { first, count } = await createTask(deps, parseBody(createTaskSchema, req), (planned) =>
      enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, currentUser(req)._id, planned),
    );
    const message = (await sayTo(req))("api.tasksCreated", { count });
    res.status(201).json({ success: true, message, task: first, count });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const tasks = await editTask(deps, pathId(req, "id"), parseBody(editTaskSchema, req));
    const message = (await sayTo(req))("api.tasksUpdated", { count: tasks.length });
    res.json({ success: true, message, tasks, count: tasks.length });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const { scope } = parseFields(deleteTaskSchema, req.query);
    const count = await deleteTask(deps, pathId(req, "id"), scope);
    res.json({ success: true, message: (await sayTo(req))("api.tasksDeleted", { count }), count });
  });

  return router;
}

/** `/api/users/{id}/tasks` (requirements §7): an admin's view of one student's tasks, mounted beside the users' routes. */
export function userTasksRouter(deps: Pick<TaskDeps, "tasks" | "users">): Router {
  const router = Router();
  router.get("/:id/tasks", requireAdmin, async (req, res) => {
    const tasks = await tasksOfUser(deps, pathId(req, "id"), dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });
  return router;
}
