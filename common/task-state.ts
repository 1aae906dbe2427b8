/**
 * What a task shows: the spec's statuses stay `pending` and `completed`; the state a person reads
 * is derived from the status, the current proof and the last review. requirements §2's 'Awaiting proof' and
 * 'Verified by admin' keep their cases.
 */
import type { Task } from "./api-types";

export type TaskState = "awaiting_proof" | "awaiting_review" | "needs_redo" | "verified";

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  awaiting_proof: "Awaiting proof",
  awaiting_review: "Sent — awaiting review",
  needs_redo: "Needs redo",
  verified: "Verified by admin",
};

export function taskState(task: Pick<Task, "status" | "proofUrl" | "redoReason">): TaskState {
  if (task.status === "completed") return "verified";
  if (task.proofUrl) return "awaiting_review";
  return task.redoReason ? "needs_redo" : "awaiting_proof";
}

/** Speaking tasks always take a recording; others when the admin allowed it. */
export const acceptsAudio = (task: Pick<Task, "category" | "audioAllowed">) =>
  task.category === "Speaking" || task.audioAllowed === true;
