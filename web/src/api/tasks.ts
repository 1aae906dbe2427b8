import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Task } from "@common/api-types";
import { api } from "@/lib/api-client";

interface TasksResult extends ApiResult {
  tasks: Task[];
}

export const myTasksQueryKey = ["tasks", "mine"] as const;

/** A student's own tasks (SPEC §4: loaded once a non-admin is known). Failures are only logged (§8). */
export const myTasksQueryOptions = queryOptions({
  queryKey: myTasksQueryKey,
  queryFn: async () => {
    try {
      return (await api.get<TasksResult>("/api/tasks/get")).tasks;
    } catch (error) {
      console.error("Loading the tasks failed", error);
      throw error;
    }
  },
});

export const useMyTasks = (enabled = true) => useQuery({ ...myTasksQueryOptions, enabled });
