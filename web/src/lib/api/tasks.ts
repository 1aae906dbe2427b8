import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Task } from "@common/api-types";
import { getListOrLog } from "./client";

interface TasksResult extends ApiResult {
  tasks: Task[];
}

/** Every query about tasks starts with this key, so one invalidation refreshes them all. */
export const tasksQueryKey = ["tasks"] as const;

export interface DateRange {
  from: string;
  to: string;
}

const fetchTasks = (path: string): Promise<Task[]> => getListOrLog<TasksResult, "tasks">(path, "tasks", "the tasks");

/** A student's own tasks (requirements §4), all of them or one date range (a dashboard week). */
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
