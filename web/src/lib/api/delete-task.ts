import type { ApiResult } from "@common/api-types";
import type { TaskScope } from "@common/validation";
import { api } from "./client";
import { useTaskChange } from "./task-change";

/** Deletes a task, or it and the following ones of its plan; answers how many went. */
export const useDeleteTask = () =>
  useTaskChange(({ taskId, scope }: { taskId: string; scope: TaskScope }) =>
    api.delete<ApiResult & { count: number }>(`/api/tasks/${encodeURIComponent(taskId)}?scope=${scope}`),
  );
