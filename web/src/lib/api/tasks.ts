import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Task } from "@common/api-types";
import type { EditTaskInput, TaskScope } from "@common/validation";
import { usersQueryKey } from "./users";
import { api, getListOrLog } from "./client";

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

interface CountResult extends ApiResult {
  count: number;
}

/** After an admin's change the task lists and the users' counts are fetched again. */
function useTaskChange<V>(change: (variables: V) => Promise<CountResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

/** An admin's edit of a task, or of it and the following ones of its plan. */
export const useEditTask = () =>
  useTaskChange(({ taskId, ...input }: EditTaskInput & { taskId: string }) =>
    api.patch<CountResult>(`/api/tasks/${encodeURIComponent(taskId)}`, input),
  );

export const useDeleteTask = () =>
  useTaskChange(({ taskId, scope }: { taskId: string; scope: TaskScope }) =>
    api.delete<CountResult>(`/api/tasks/${encodeURIComponent(taskId)}?scope=${scope}`),
  );
