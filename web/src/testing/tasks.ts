import type { Task } from "@common/api-types";

/** A pending Reading task of the student "user-1", due on `deadline`; `overrides` change the rest. */
export const testTask = (id: string, deadline: string, overrides: Partial<Task> = {}): Task => ({
  _id: id,
  name: id,
  instructions: "Do it.",
  deadline,
  category: "Reading",
  assignedTo: "user-1",
  status: "pending",
  ...overrides,
});
