import type { Task } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import type { CreateTaskInput } from "@common/validation";
import { badRequest, notFound } from "../errors";
import type { ImageStore } from "../files/image-store";
import type { NotificationRepository } from "../notifications/notification-repository";
import type { UserRepository } from "../users/user-repository";
import type { TaskRepository } from "./task-repository";

export interface TaskDeps {
  tasks: TaskRepository;
  users: Pick<UserRepository, "findById">;
  notifications: NotificationRepository;
  images: ImageStore;
}

const relatedTaskOf = (task: Task) => ({ _id: task._id, name: task.name, deadline: task.deadline });

/** Tasks go to students only; the student is told at once (SPEC §1, architecture §6). */
export async function createTask(
  { tasks, users, notifications }: Omit<TaskDeps, "images">,
  input: CreateTaskInput,
): Promise<Task> {
  const assignee = await users.findById(input.assignedTo);
  if (!assignee) throw badRequest("The user to assign the task to does not exist.");
  if (assignee.role !== "student") throw badRequest("Tasks can only be assigned to students.");
  // The id as stored, never the text the request carried.
  return tasks.createWithNotification({ ...input, assignedTo: assignee._id }, notifications, (task) => ({
    userId: assignee._id,
    title: "New task assigned",
    message: `You have a new ${task.category} task: ${task.name}.`,
    relatedTask: relatedTaskOf(task),
  }));
}

export async function tasksOfUser(
  { tasks, users }: Pick<TaskDeps, "tasks" | "users">,
  userId: string,
  range: { from?: string; to?: string },
) {
  const user = await users.findById(userId);
  if (!user) throw notFound("There is no such user.");
  return tasks.listForUser(userId, range);
}

/** `seenProofUrl`, when given, is the proof the admin saw: completing a task whose proof changed since is 409. */
export function setTaskStatus(
  { tasks, notifications }: Pick<TaskDeps, "tasks" | "notifications">,
  taskId: string,
  status: TaskStatus,
  seenProofUrl?: string | null,
): Promise<Task> {
  return tasks.setStatus(taskId, status, seenProofUrl, notifications, (task) => ({
    userId: task.assignedTo,
    title: "Task verified",
    message: `Your proof for "${task.name}" was verified: the task is completed.`,
    relatedTask: relatedTaskOf(task),
  }));
}

/** Stores the cleaned photo and points the task at it (see ImageStore for the files' side). */
export async function uploadProof(
  { tasks, images }: Pick<TaskDeps, "tasks" | "images">,
  taskId: string,
  userId: string,
  bytes: Buffer,
): Promise<void> {
  await tasks.assertProofCanChange(taskId, userId);
  await images.storeAndReference("proofs", userId, bytes, (key) => tasks.setProof(taskId, userId, key));
}

/** Returns whether there was a proof to remove. */
export async function removeProof(
  { tasks, images }: Pick<TaskDeps, "tasks" | "images">,
  taskId: string,
  userId: string,
): Promise<boolean> {
  const { previousKey } = await tasks.setProof(taskId, userId, null);
  await images.remove(previousKey);
  return previousKey !== null;
}
