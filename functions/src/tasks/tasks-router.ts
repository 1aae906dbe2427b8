import { Router, type Request } from "express";
import * as z from "zod";
import { isCalendarDate } from "@common/calendar-date";
import { MAX_PROOF_UPLOAD_BYTES, TASK_STATUSES } from "@common/constants";
import { planDates } from "@common/plan";
import { createTaskSchema, deleteTaskSchema, editTaskSchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { badRequest } from "../errors";
import { parseMultipart } from "../files/multipart";
import { parseBody, parseFields, pathId } from "../http/validate";
import { enforce, uploadRateLimit, type RateLimiter } from "../rate-limits/rate-limiter";
import {
  createTask,
  deleteTask,
  editTask,
  removeProof,
  setTaskStatus,
  tasksOfUser,
  uploadProof,
  type TaskDeps,
} from "./tasks-service";

const optionalDate = z
  .string()
  .refine(isCalendarDate, { error: "Dates must be real days written YYYY-MM-DD." })
  .optional();

/** `?from=&to=`: an optional deadline range, so a week view reads only that week's tasks. */
const rangeSchema = z.strictObject({ from: optionalDate, to: optionalDate });
const dateRangeOf = (req: Request) => parseFields(rangeSchema, req.query);

const updateTaskSchema = z.strictObject({
  status: z.enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(", ")}.` }),
  /** The proof the admin saw (its URL, or null for none): completing checks it is still the task's proof. */
  proofUrl: z.string().max(512).nullable().optional(),
});

export interface TasksRouterDeps extends TaskDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "upload" | "tasksCreated">;
}

/** `/api/tasks`: a student's own tasks and proofs, and the admin's task creation and verification. */
export function tasksRouter(deps: TasksRouterDeps): Router {
  const router = Router();

  router.get("/get", requireUser, async (req, res) => {
    const tasks = await deps.tasks.listForUser(currentUser(req)._id, dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });

  router.post("/add", requireAdmin, async (req, res) => {
    const input = parseBody(createTaskSchema, req);
    const planned = input.assignedTo.length * planDates(input.deadline, input.repeat).length;
    await enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, currentUser(req)._id, planned);
    const { first, count } = await createTask(deps, input);
    const message = count === 1 ? "Task created successfully" : `${count} tasks created successfully`;
    res.status(201).json({ success: true, message, task: first, count });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const tasks = await editTask(deps, pathId(req, "id"), parseBody(editTaskSchema, req));
    const message = tasks.length === 1 ? "Task updated" : `${tasks.length} tasks updated`;
    res.json({ success: true, message, tasks, count: tasks.length });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const { scope } = parseFields(deleteTaskSchema, req.query);
    const count = await deleteTask(deps, pathId(req, "id"), scope);
    res.json({ success: true, message: count === 1 ? "Task deleted" : `${count} tasks deleted`, count });
  });

  router.patch("/update/:id", requireAdmin, async (req, res) => {
    const { status, proofUrl } = parseBody(updateTaskSchema, req);
    const task = await setTaskStatus(deps, pathId(req, "id"), status, proofUrl);
    res.json({ success: true, message: "Task status updated", task });
  });

  router.post(
    "/upload-proof/:taskId",
    requireUser,
    uploadRateLimit(deps.rateLimiter, deps.rateLimits.upload),
    async (req, res) => {
      const taskId = pathId(req, "taskId");
      const { file } = await parseMultipart(req, {
        fileField: "proof",
        maxFileBytes: MAX_PROOF_UPLOAD_BYTES,
        tooLargeMessage: "The photo is too large: send one under 10 MB.",
        allowedFields: [],
      });
      if (!file) throw badRequest('Send the photo in the "proof" field.');
      await uploadProof(deps, taskId, currentUser(req)._id, file);
      res.json({ success: true, message: "Proof submitted" });
    },
  );

  router.post("/remove-proof/:taskId", requireUser, async (req, res) => {
    const removed = await removeProof(deps, pathId(req, "taskId"), currentUser(req)._id);
    res.json({ success: true, message: removed ? "Proof removed" : "There was no proof to remove." });
  });

  return router;
}

/** `/api/users/{id}/tasks` (SPEC §7): an admin's view of one student's tasks, mounted beside the users' routes. */
export function userTasksRouter(deps: Pick<TaskDeps, "tasks" | "users">): Router {
  const router = Router();
  router.get("/:id/tasks", requireAdmin, async (req, res) => {
    const tasks = await tasksOfUser(deps, pathId(req, "id"), dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });
  return router;
}
