import { Router, type Request } from "express";
import * as z from "@common/zod";
import { isCalendarDate } from "@common/calendar-date";
import {
  MAX_AUDIO_BYTES,
  MAX_PROOF_IMAGES,
  MAX_PROOF_REQUEST_BYTES,
  MAX_PROOF_UPLOAD_BYTES,
  REVIEW_PAGE_SIZE,
  TASK_STATUSES,
} from "@common/constants";
import { MESSAGES } from "@common/messages";
import {
  createTaskSchema,
  deleteTaskSchema,
  editTaskSchema,
  reviewCountQuerySchema,
  reviewQueueQuerySchema,
  reviewSchema,
} from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { badRequest } from "../errors";
import { parseMultipart } from "../files/multipart";
import type { UploadLeases } from "../files/upload-leases";
import type { Leases } from "../lib/firestore/leases";
import { parseBody, parseFields, pathId } from "../http/validate";
import { enforce, uploadRateLimit, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { removeProof, reviewQueue, reviewTask, setTaskStatus, uploadProof, type ReviewDeps } from "./review-service";
import { createTask, deleteTask, editTask, tasksOfUser, type TaskDeps } from "./tasks-service";
import { sayTo } from "../http/caller-language";

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

/**
 * A proof: up to five photos in "proof" (the spec sends one) and, where the task takes one, a recording in
 * "audio"; the browser's time zone in "timeZone" decides whether it came in on time.
 */
const PROOF_UPLOAD = {
  files: {
    proof: {
      maxFiles: MAX_PROOF_IMAGES,
      maxBytes: MAX_PROOF_UPLOAD_BYTES,
      tooLargeMessage: "The photo is too large: send one under 10 MB.",
      tooManyMessage: MESSAGES.tooManyProofImages,
    },
    audio: { maxFiles: 1, maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: MESSAGES.audioTooLarge },
  },
  maxTotalBytes: MAX_PROOF_REQUEST_BYTES,
  allowedFields: ["timeZone"],
};

export interface TasksRouterDeps extends TaskDeps, ReviewDeps {
  uploadLeases: UploadLeases;
  leases: Leases;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "upload" | "tasksCreated">;
  /** The groups a plan may follow and the inbox may be narrowed to (a port: the groups' area lies above). */
  groups: NonNullable<TaskDeps["groups"]> & { studentsOf(id: string): Promise<string[]> };
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
    const create = () =>
      createTask(deps, input, (planned) =>
        enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, currentUser(req)._id, planned),
      );
    // A plan for a group is made while nobody changes the group: a student joining meanwhile is either in
    // the plan or refused with it, never missed by both.
    const { first, count } = input.groupId
      ? await deps.leases.exclusive(
          `group-${input.groupId}`,
          "This group is being changed right now: try again in a moment.",
          create,
        )
      : await create();
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

  router.patch("/update/:id", requireAdmin, async (req, res) => {
    const { status, proofUrl } = parseBody(updateTaskSchema, req);
    const task = await setTaskStatus(deps, pathId(req, "id"), status, currentUser(req), proofUrl);
    res.json({ success: true, message: (await sayTo(req))("api.taskStatusUpdated"), task });
  });

  router.get("/review-queue", requireAdmin, async (req, res) => {
    const { cursor, limit = REVIEW_PAGE_SIZE, group } = parseFields(reviewQueueQuerySchema, req.query);
    const students = group ? await deps.groups.studentsOf(group) : undefined;
    const { items, next } = await reviewQueue(deps, limit, cursor, students);
    res.json({ success: true, message: `${items.length} tasks await review`, items, next });
  });

  router.get("/review-count", requireAdmin, async (req, res) => {
    const { group } = parseFields(reviewCountQuerySchema, req.query);
    const students = group ? await deps.groups.studentsOf(group) : undefined;
    const count = await deps.reviews.countAwaitingReview(students);
    res.json({ success: true, message: `${count} tasks await review`, count });
  });

  router.post("/:id/review", requireAdmin, async (req, res) => {
    const input = parseBody(reviewSchema, req);
    const task = await reviewTask(deps, pathId(req, "id"), input, currentUser(req));
    const say = await sayTo(req);
    res.json({ success: true, message: say(input.decision === "approve" ? "api.approved" : "api.sentBack"), task });
  });

  router.post(
    "/upload-proof/:taskId",
    requireUser,
    uploadRateLimit(deps.rateLimiter, deps.rateLimits.upload),
    async (req, res) => {
      const taskId = pathId(req, "taskId");
      const student = currentUser(req);
      await deps.uploadLeases.hold(student._id, taskId, async () => {
        const { fields, files } = await parseMultipart(req, PROOF_UPLOAD);
        if (files.length === 0) throw badRequest('Send the photos in the "proof" field (a recording in "audio").');
        // Each file is work: the request counted one upload, the others count too.
        if (files.length > 1) {
          await enforce(deps.rateLimiter, "upload", deps.rateLimits.upload, student._id, files.length - 1);
        }
        const uploads = files.map(
          ({ field, bytes }) => ({ kind: field === "audio" ? "audio" : "image", bytes }) as const,
        );
        await uploadProof(deps, taskId, student, uploads, fields.timeZone);
      });
      res.json({ success: true, message: (await sayTo(req))("api.proofSubmitted") });
    },
  );

  router.post(
    "/remove-proof/:taskId",
    requireUser,
    uploadRateLimit(deps.rateLimiter, deps.rateLimits.upload),
    async (req, res) => {
      const taskId = pathId(req, "taskId");
      const student = currentUser(req);
      const removed = await deps.uploadLeases.hold(student._id, taskId, () => removeProof(deps, taskId, student));
      res.json({ success: true, message: (await sayTo(req))(removed ? "api.proofRemoved" : "api.noProofToRemove") });
    },
  );

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
