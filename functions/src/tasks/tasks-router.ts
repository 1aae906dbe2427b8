import { Router, type Request } from "express";
import * as z from "zod";
import { isCalendarDate } from "@common/calendar-date";
import { MAX_PROOF_UPLOAD_BYTES, TASK_STATUSES } from "@common/constants";
import { createTaskSchema } from "@common/validation";
import type { AppDeps } from "../deps";
import { badRequest } from "../errors";
import { parseMultipart } from "../files/multipart";
import { uploadRateLimit } from "../middleware/rate-limits";
import { currentUser, requireAdmin, requireUser } from "../middleware/session";
import { parseBody, parseFields, pathId } from "../middleware/validate";
import { createTask, removeProof, setTaskStatus, uploadProof } from "./tasks-service";

const optionalDate = z
  .string()
  .refine(isCalendarDate, { error: "Dates must be real days written YYYY-MM-DD." })
  .optional();

/** `?from=&to=`: an optional deadline range, so a week view reads only that week's tasks. */
const rangeSchema = z.strictObject({ from: optionalDate, to: optionalDate });

export const dateRangeOf = (req: Request) => parseFields(rangeSchema, req.query);

const updateTaskSchema = z.strictObject({
  status: z.enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(", ")}.` }),
  /** The proof the admin saw (its URL, or null for none): completing checks it is still the task's proof. */
  proofUrl: z.string().max(512).nullable().optional(),
});

export function tasksRouter(deps: AppDeps): Router {
  const router = Router();

  router.get("/get", requireUser, async (req, res) => {
    const tasks = await deps.tasks.listForUser(currentUser(req)._id, dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });

  router.post("/add", requireAdmin, async (req, res) => {
    const task = await createTask(deps, parseBody(createTaskSchema, req));
    res.status(201).json({ success: true, message: "Task created successfully", task });
  });

  router.patch("/update/:id", requireAdmin, async (req, res) => {
    const { status, proofUrl } = parseBody(updateTaskSchema, req);
    const task = await setTaskStatus(deps, pathId(req, "id"), status, proofUrl);
    res.json({ success: true, message: "Task status updated", task });
  });

  router.post("/upload-proof/:taskId", requireUser, uploadRateLimit(deps), async (req, res) => {
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
  });

  router.post("/remove-proof/:taskId", requireUser, async (req, res) => {
    const removed = await removeProof(deps, pathId(req, "taskId"), currentUser(req)._id);
    res.json({ success: true, message: removed ? "Proof removed" : "There was no proof to remove." });
  });

  return router;
}
