import { randomUUID } from "node:crypto";
import type { Task } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import type { CreateTaskInput } from "@common/validation";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { newFileKey } from "../files/file-urls";
import { cleanImage } from "../files/images";

const relatedTaskOf = (task: Task) => ({ _id: task._id, name: task.name, deadline: task.deadline });

/** Tasks go to students only; the student is told at once (SPEC §1, architecture §6). */
export async function createTask(deps: AppDeps, input: CreateTaskInput): Promise<Task> {
  const assignee = await deps.users.findById(input.assignedTo);
  if (!assignee) throw badRequest("The user to assign the task to does not exist.");
  if (assignee.role !== "student") throw badRequest("Tasks can only be assigned to students.");
  return deps.tasks.createWithNotification(input, deps.notifications, (task) => ({
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

export function setTaskStatus(deps: AppDeps, taskId: string, status: TaskStatus): Promise<Task> {
  return deps.tasks.setStatus(taskId, status, deps.notifications, (task) => ({
    userId: task.assignedTo,
    title: "Task verified",
    message: `Your proof for "${task.name}" was verified: the task is completed.`,
    relatedTask: relatedTaskOf(task),
  }));
}

/**
 * Stores the cleaned photo, then points the task at it; the replaced photo is deleted only after the task
 * no longer refers to it, and the new one is deleted if the task could not be updated.
 */
export async function uploadProof(deps: AppDeps, taskId: string, userId: string, bytes: Buffer): Promise<void> {
  await deps.tasks.assertProofCanChange(taskId, userId);
  const image = await cleanImage(bytes);
  const key = newFileKey("proofs", userId, randomUUID(), image.extension);
  await deps.files.put(key, image.bytes, image.contentType);
  let previousKey: string | null;
  try {
    ({ previousKey } = await deps.tasks.setProof(taskId, userId, key));
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  if (previousKey) await deps.files.delete(previousKey);
}

/** Returns whether there was a proof to remove. */
export async function removeProof(deps: AppDeps, taskId: string, userId: string): Promise<boolean> {
  const { previousKey } = await deps.tasks.setProof(taskId, userId, null);
  if (previousKey) await deps.files.delete(previousKey);
  return previousKey !== null;
}
