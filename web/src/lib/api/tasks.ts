import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Task } from "@common/api-types";
import { api } from "./client";

interface TasksResult extends ApiResult {
  tasks: Task[];
}

/** Every query about tasks starts with this key, so one invalidation refreshes them all. */
export const tasksQueryKey = ["tasks"] as const;

export interface DateRange {
  from: string;
  to: string;
}

async function fetchTasks(path: string): Promise<Task[]> {
  try {
    return (await api.get<TasksResult>(path)).tasks;
  } catch (error) {
    // SPEC §8: failures of the task fetch are only logged.
    console.error("Loading the tasks failed", error);
    throw error;
  }
}

/** A student's own tasks (SPEC §4), all of them or one date range (a dashboard week). */
export const myTasksQueryOptions = (range?: DateRange) =>
  queryOptions({
    queryKey: [...tasksQueryKey, "mine", range ?? "all"],
    queryFn: () => fetchTasks(range ? `/api/tasks/get?from=${range.from}&to=${range.to}` : "/api/tasks/get"),
  });

export const useMyTasks = (enabled = true, range?: DateRange) => useQuery({ ...myTasksQueryOptions(range), enabled });

/** An admin's view of one student's tasks. */
export const userTasksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...tasksQueryKey, "user", userId],
    queryFn: () => fetchTasks(`/api/users/${encodeURIComponent(userId)}/tasks`),
  });
