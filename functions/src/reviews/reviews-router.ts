/**
 * The review loop's routes, under `/api/tasks` as the spec places them: a student's proof sent and taken back, an
 * admin's verification (the spec's status change), review and inbox.
 */
import { Router } from "express";
import * as z from "@common/zod";
import {
  MAX_AUDIO_BYTES,
  MAX_PROOF_IMAGES,
  MAX_PROOF_REQUEST_BYTES,
  MAX_PROOF_UPLOAD_BYTES,
  MAX_VOICE_COMMENT_BYTES,
  REVIEW_PAGE_SIZE,
  TASK_STATUSES,
} from "@common/constants";
import { MESSAGES } from "@common/messages";
import { reviewBatchSchema, reviewCountQuerySchema, reviewQueueQuerySchema, reviewSchema } from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { parseMultipart } from "../files/multipart";
import { sayTo } from "../http/caller-language";
import { parseBody, parseFields, pathId } from "../http/validate";
import { uploadRateLimit } from "../rate-limits/rate-limit-repository";
import {
  approveBatch,
  countAwaitingReview,
  receiveProof,
  reviewQueue,
  reviewTask,
  reviewTaskWithVoice,
  setTaskStatus,
  takeBackProof,
  type ProofDeps,
  type ReviewDeps,
} from "./review-service";

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

/** A review with a voice comment: the JSON review's fields, and the recording in "voice". */
const VOICE_REVIEW = {
  files: {
    voice: { maxFiles: 1, maxBytes: MAX_VOICE_COMMENT_BYTES, tooLargeMessage: MESSAGES.voiceCommentTooLarge },
  },
  allowedFields: ["decision", "comment", "reason", "proofUrl"],
};

export interface ReviewsRouterDeps extends ReviewDeps, Omit<ProofDeps, "uploadLimit"> {
  rateLimits: Pick<AppConfig["rateLimits"], "upload">;
}

export function reviewsRouter(deps: ReviewsRouterDeps): Router {
  const router = Router();
  const proofs: ProofDeps = { ...deps, uploadLimit: deps.rateLimits.upload };
  const uploads = uploadRateLimit(deps.rateLimiter, deps.rateLimits.upload);

  router.patch("/update/:id", requireAdmin, async (req, res) => {
    const { status, proofUrl } = parseBody(updateTaskSchema, req);
    const task = await setTaskStatus(deps, pathId(req, "id"), status, currentUser(req), proofUrl);
    res.json({ success: true, message: (await sayTo(req))("api.taskStatusUpdated"), task });
  });

  router.get("/review-queue", requireAdmin, async (req, res) => {
    const { cursor, limit = REVIEW_PAGE_SIZE, group, list } = parseFields(reviewQueueQuerySchema, req.query);
    const { items, next } = await reviewQueue(deps, { limit, cursor, group, list });
    res.json({ success: true, message: `${items.length} tasks in the list`, items, next });
  });

  router.get("/review-count", requireAdmin, async (req, res) => {
    const { count, questions } = await countAwaitingReview(deps, parseFields(reviewCountQuerySchema, req.query).group);
    res.json({ success: true, message: `${count} tasks await review, ${questions} questions wait`, count, questions });
  });

  router.post("/:id/review", requireAdmin, async (req, res) => {
    const input = parseBody(reviewSchema, req);
    const task = await reviewTask(deps, pathId(req, "id"), input, currentUser(req));
    const say = await sayTo(req);
    res.json({ success: true, message: say(input.decision === "approve" ? "api.approved" : "api.sentBack"), task });
  });

  router.post("/review-batch", requireAdmin, async (req, res) => {
    const input = parseBody(reviewBatchSchema, req);
    const { results, approved, message } = await approveBatch(deps, input, currentUser(req), await sayTo(req));
    res.json({ success: true, message, approved, results });
  });

  router.post("/:id/review-with-voice", requireAdmin, uploads, async (req, res) => {
    const { task, input } = await reviewTaskWithVoice(deps, pathId(req, "id"), currentUser(req), async () => {
      const { fields, files } = await parseMultipart(req, VOICE_REVIEW);
      return { input: parseFields(reviewSchema, fields), voice: files[0]?.bytes };
    });
    const say = await sayTo(req);
    res.json({ success: true, message: say(input.decision === "approve" ? "api.approved" : "api.sentBack"), task });
  });

  router.post("/upload-proof/:taskId", requireUser, uploads, async (req, res) => {
    await receiveProof(proofs, pathId(req, "taskId"), currentUser(req), () => parseMultipart(req, PROOF_UPLOAD));
    res.json({ success: true, message: (await sayTo(req))("api.proofSubmitted") });
  });

  router.post("/remove-proof/:taskId", requireUser, uploads, async (req, res) => {
    const removed = await takeBackProof(proofs, pathId(req, "taskId"), currentUser(req));
    res.json({ success: true, message: (await sayTo(req))(removed ? "api.proofRemoved" : "api.noProofToRemove") });
  });

  return router;
}
