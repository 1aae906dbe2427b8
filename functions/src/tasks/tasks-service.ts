import type { Task } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import type { CreateTaskInput } from "@common/validation";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";

const relatedTaskOf = (task: Task) => ({ _id: task._id, name: task.name, deadline: task.deadline });

/** Tasks go to students only; the student is told at once (SPEC §1, architecture §6). */
export async function createTask(deps: AppDeps, input: CreateTaskInput): Promise<Task> {
  const assignee = await deps.users.findById(input.assignedTo);
  if (!assignee) throw badRequest("The user to assign the task to does not exist.");
  if (assignee.role !== "student") throw badRequest("Tasks can only be assigned to students.");
  // The id as stored, never the text the request carried.
  return deps.tasks.createWithNotification({ ...input, assignedTo: assignee._id }, deps.notifications, (task) => ({
    userId: assignee._id,
    title: "New task assigned",
    message: `You have a new ${task.category} task: ${task.name}.`,
    relatedTask: relatedTaskOf(task),
  }));
}

export async function tasksOfUser(deps: AppDeps, userId: string, range: { from?: string; to?: string }) {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound("There is no such user.");
  return deps.tasks.listForUser(userId, range);
}

/** `seenProofUrl`, when given, is the proof the admin saw: completing a task whose proof changed since is 409. */
export function setTaskStatus(
  deps: AppDeps,
  taskId: string,
  status: TaskStatus,
  seenProofUrl?: string | null,
): Promise<Task> {
  return deps.tasks.setStatus(taskId, status, seenProofUrl, deps.notifications, (task) => ({
    userId: task.assignedTo,
    title: "Task verified",
    message: `Your proof for "${task.name}" was verified: the task is completed.`,
    relatedTask: relatedTaskOf(task),
  }));
}

/** Stores the cleaned photo and points the task at it (see ImageStore for the files' side). */
export async function uploadProof(deps: AppDeps, taskId: string, userId: string, bytes: Buffer): Promise<void> {
  await deps.tasks.assertProofCanChange(taskId, userId);
  await deps.images.storeAndReference("proofs", userId, bytes, (key) => deps.tasks.setProof(taskId, userId, key));
}

/** Returns whether there was a proof to remove. */
export async function removeProof(deps: AppDeps, taskId: string, userId: string): Promise<boolean> {
  const { previousKey } = await deps.tasks.setProof(taskId, userId, null);
  await deps.images.remove(previousKey);
  return previousKey !== null;
}
