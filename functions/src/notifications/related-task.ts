import type { Task } from "@common/api-types";

/** What a notification says of the task it is about: it leads to the task, on its deadline's day. */
export const relatedTaskOf = (task: Pick<Task, "_id" | "name" | "deadline">) => ({
  _id: task._id,
  name: task.name,
  deadline: task.deadline,
});
