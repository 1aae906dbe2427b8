/**
 * Proofs and their review (requirements §2 and §4): a student sends photos (and, where the task takes one, a
 * recording) or takes them back; an admin verifies, sends back with a reason, or reopens; the inbox lists
 * what waits, oldest first, with whose it is.
 */
import type { BatchOutcome, ReviewItem, Task } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { acceptsAudio } from "@common/task-state";
import type { InboxListName, ReviewBatchInput, ReviewInput } from "@common/validation";
import { badRequest } from "../errors";
import { todayIn } from "../lib/time-zones";
import type { MediaStore, Upload } from "../files/media-store";
import type { MultipartUpload } from "../files/multipart";
import type { UploadLeases } from "../files/upload-leases";
import { enforce, type RateLimit, type RateLimiter } from "../rate-limits/rate-limit-repository";
import type { NotificationRepository } from "../notifications/notification-repository";
import type { UserRepository } from "../users/user-repository";
import type { Actor, LeftReason, ReviewRepository } from "./review-repository";
import { relatedTaskOf } from "../notifications/related-task";
import { translatorFor, type ServerMessageId, type Translate } from "../i18n/translator";
import { noticeWords } from "../notifications/notice";

export interface ReviewDeps {
  reviews: ReviewRepository;
  notifications: NotificationRepository;
  media: MediaStore;
  users: Pick<UserRepository, "findById" | "findManyById">;
  /** The groups the inbox may be narrowed to (a port: the groups' area lies above). */
  groups: { studentsOf(id: string): Promise<string[]> };
}

/** What a proof's sending and taking back need beside the reviews: each user's uploads in flight and quota. */
export interface ProofDeps extends Pick<ReviewDeps, "reviews" | "media"> {
  uploadLeases: UploadLeases;
  rateLimiter: RateLimiter;
  uploadLimit: RateLimit;
}

/**
 * A student's proof as it arrives: holding one of their upload slots and the task's lease, reads the upload
 * (`read`, the request's multipart body), counts each file beyond the first against their upload quota (the
 * request counted one), then stores it (see uploadProof).
 */
export async function receiveProof(
  deps: ProofDeps,
  taskId: string,
  student: Actor,
  read: () => Promise<MultipartUpload>,
): Promise<void> {
  await deps.uploadLeases.hold(student._id, taskId, async () => {
    const { fields, files } = await read();
    if (files.length === 0) throw badRequest('Send the photos in the "proof" field (a recording in "audio").');
    if (files.length > 1) await enforce(deps.rateLimiter, "upload", deps.uploadLimit, student._id, files.length - 1);
    const uploads = files.map(({ field, bytes }) => ({ kind: field === "audio" ? "audio" : "image", bytes }) as const);
    await uploadProof(deps, taskId, student, uploads, fields.timeZone);
  });
}

/** Takes a student's proof back, holding the task's lease as a sending does; returns whether there was one. */
export async function takeBackProof(deps: ProofDeps, taskId: string, student: Actor): Promise<boolean> {
  return deps.uploadLeases.hold(student._id, taskId, () => removeProof(deps, taskId, student));
}

/**
 * Stores the proof's cleaned photos and recording and points the task at them, replacing any proof it had
 * (see MediaStore for the files' side). A recording only where the task takes one.
 */
export async function uploadProof(
  { reviews, media }: Pick<ReviewDeps, "reviews" | "media">,
  taskId: string,
  student: Actor,
  uploads: Upload[],
  timeZone?: string,
): Promise<void> {
  // A task is on time when its proof is sent by the end of its deadline's day where the student is.
  const sentOn = todayIn(timeZone);
  const task = await reviews.assertProofCanChange(taskId, student._id);
  if (uploads.some((upload) => upload.kind === "audio") && !acceptsAudio(task)) {
    throw badRequest(MESSAGES.audioNotAllowed);
  }
  // Photos first: the first photo is what the spec's proofUrl names.
  const ordered = [...uploads].sort((a, b) => Number(a.kind === "audio") - Number(b.kind === "audio"));
  await media.storeAndReference("proofs", student._id, ordered, (keys) =>
    reviews.setProof(taskId, student, { keys, sentOn }),
  );
}

/** Removes the whole proof (every photo and the recording); returns whether there was one. */
export async function removeProof(
  { reviews, media }: Pick<ReviewDeps, "reviews" | "media">,
  taskId: string,
  student: Actor,
): Promise<boolean> {
  const { previousKeys } = await reviews.setProof(taskId, student, null);
  await media.remove(...previousKeys);
  return previousKeys.length > 0;
}

/** A notice says a voice comment came only when one did: the words of the others stay as they were. */
const withVoice = (voice?: boolean) => (voice ? { voice: true } : {});

const verified = (english: Translate) => (task: Task, comment?: string, voice?: boolean) => ({
  userId: task.assignedTo,
  ...noticeWords(english, {
    key: "verified",
    values: { name: task.name, comment: comment ?? "", ...withVoice(voice) },
  }),
  relatedTask: relatedTaskOf(task),
});

const sentBack = (english: Translate) => (task: Task, reason: string, voice?: boolean) => ({
  userId: task.assignedTo,
  ...noticeWords(english, { key: "sentBack", values: { name: task.name, reason, ...withVoice(voice) } }),
  relatedTask: relatedTaskOf(task),
});

/** `seenProofUrl`, when given, is the proof the admin saw: completing a task whose proof changed since is 409. */
export async function setTaskStatus(
  { reviews, notifications, media }: Pick<ReviewDeps, "reviews" | "notifications" | "media">,
  taskId: string,
  status: TaskStatus,
  admin: Actor,
  seenProofUrl?: string | null,
): Promise<Task> {
  const english = await translatorFor("en");
  const { task, droppedKeys } = await reviews.setStatus(
    taskId,
    status,
    seenProofUrl,
    admin,
    notifications,
    verified(english),
  );
  await media.remove(...droppedKeys);
  return task;
}

/** An admin's review from the inbox: approve (optionally with a comment) or send back with a reason. */
export async function reviewTask(
  { reviews, notifications, media }: Pick<ReviewDeps, "reviews" | "notifications" | "media">,
  taskId: string,
  input: ReviewInput,
  admin: Actor,
): Promise<Task> {
  const english = await translatorFor("en");
  const { task, droppedKeys } = await reviews.review(
    taskId,
    input,
    admin,
    notifications,
    verified(english),
    sentBack(english),
  );
  await media.remove(...droppedKeys);
  return task;
}

/** One notification for a student's tasks approved together: the single approval's for one, a count for more. */
const verifiedTogether = (english: Translate) => (tasks: Task[], comment?: string) => {
  const [first, ...others] = tasks;
  if (!first) throw new Error("No approved task to tell the student of");
  if (others.length === 0) return verified(english)(first, comment);
  const values = { count: tasks.length, name: first.name, comment: comment ?? "" };
  return {
    userId: first.assignedTo,
    ...noticeWords(english, { key: "verifiedMany", values }),
    relatedTask: relatedTaskOf(first),
  };
};

/** Why a task of a batch was left as it was, in the words of the single review's refusals where it has them. */
const LEFT_REASONS: Record<LeftReason, ServerMessageId> = {
  noTask: "refusal.noTask",
  completed: "refusal.approvedMeanwhile",
  proofChanged: "refusal.proofChanged",
  proofRemoved: "refusal.proofRemoved",
  sentBack: "batchLeft.sentBack",
  noProof: "batchLeft.noProof",
  studentGone: "refusal.studentGone",
};

/**
 * Several proofs approved in one request with one optional comment (see ReviewRepository.approveMany): each task's
 * outcome, in the order asked, with why one was left as it was, and a message saying how many, in `say`'s words.
 */
export async function approveBatch(
  { reviews, notifications, media }: Pick<ReviewDeps, "reviews" | "notifications" | "media">,
  { items, comment }: ReviewBatchInput,
  admin: Actor,
  say: Translate,
): Promise<{ results: BatchOutcome[]; approved: number; message: string }> {
  const english = await translatorFor("en");
  const { outcomes, droppedKeys } = await reviews.approveMany(
    items,
    comment,
    admin,
    notifications,
    verifiedTogether(english),
  );
  await media.remove(...droppedKeys);
  const results = outcomes.map((outcome): BatchOutcome =>
    outcome.approved ? outcome : { ...outcome, reason: say(LEFT_REASONS[outcome.reason]) },
  );
  const approved = results.filter((result) => result.approved).length;
  return { results, approved, message: say("api.batchApproved", { approved, left: results.length - approved }) };
}

/** A review as the multipart route reads it: the same fields as the JSON review, and the voice comment's bytes. */
export interface VoiceReview {
  input: ReviewInput;
  voice: Buffer | undefined;
}

/**
 * An admin's review with a voice comment: holding one of their upload slots and the task's lease, reads the
 * request (`read`), checks the review as the JSON one is checked before anything is stored, then stores the
 * recording under the task's student (identified from its bytes) and writes the review with it on its event. A
 * refused or failed review leaves no file (see MediaStore).
 */
export async function reviewTaskWithVoice(
  deps: Pick<ReviewDeps, "reviews" | "notifications" | "media"> & { uploadLeases: Pick<UploadLeases, "hold"> },
  taskId: string,
  admin: Actor,
  read: () => Promise<VoiceReview>,
): Promise<{ task: Task; input: ReviewInput }> {
  const { reviews, notifications, media } = deps;
  return deps.uploadLeases.hold(admin._id, taskId, async () => {
    const { input, voice } = await read();
    if (!voice) throw badRequest('Send the voice comment in the "voice" field, or use /review without one.');
    const { assignedTo } = await reviews.assertReviewable(taskId, input);
    const english = await translatorFor("en");
    const { task } = await media.storeAndReference("voice", assignedTo, [{ kind: "audio", bytes: voice }], ([key]) =>
      reviews
        .review(taskId, input, admin, notifications, verified(english), sentBack(english), key)
        .then(({ task, droppedKeys }) => ({ task, previousKeys: droppedKeys })),
    );
    return { task, input };
  });
}

/** The students of `group`, whose proofs only a list narrowed to it holds (404 for no such group). */
const studentsOf = async (groups: ReviewDeps["groups"], group?: string) =>
  group ? groups.studentsOf(group) : undefined;

/** How many proofs await review: the class's, or those of one group's students. */
export async function countAwaitingReview(
  { reviews, groups }: Pick<ReviewDeps, "reviews" | "groups">,
  group?: string,
): Promise<{ count: number; questions: number }> {
  const students = await studentsOf(groups, group);
  const [count, questions] = await Promise.all([
    reviews.countAwaitingReview(students),
    reviews.countQuestions(students),
  ]);
  return { count, questions };
}

/**
 * A page of the inbox (its proofs, or with `list` its questions), of one group's students with `group`, each task with its student's name and address
 * (read in one round trip).
 */
export async function reviewQueue(
  { reviews, users, groups }: Pick<ReviewDeps, "reviews" | "users" | "groups">,
  { limit, cursor, group, list = "proofs" }: { limit: number; cursor?: string; group?: string; list?: InboxListName },
): Promise<{ items: ReviewItem[]; next: string | null }> {
  const only = await studentsOf(groups, group);
  const { tasks, next } =
    list === "questions"
      ? await reviews.withQuestions(limit, cursor, only)
      : await reviews.awaitingReview(limit, cursor, only);
  const ids = [...new Set(tasks.map((task) => task.assignedTo))];
  const students = new Map((await users.findManyById(ids)).flatMap((user) => (user ? [[user._id, user]] : [])));
  const items = tasks.map((task) => {
    const student = students.get(task.assignedTo);
    return {
      ...task,
      student: { _id: task.assignedTo, name: student?.name ?? "Deleted account", email: student?.email ?? "" },
    };
  });
  return { items, next };
}
