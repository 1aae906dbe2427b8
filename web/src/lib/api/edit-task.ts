import type { ApiResult } from "@common/api-types";
import type { EditTaskInput } from "@common/validation";
import { api } from "./client";
import { useTaskChange } from "./task-change";

/** An admin's edit of a task, or of it and the following ones of its plan; answers how many changed. */
export const useEditTask = () =>
  useTaskChange(({ taskId, ...input }: EditTaskInput & { taskId: string }) =>
    api.patch<ApiResult & { count: number }>(`/api/tasks/${encodeURIComponent(taskId)}`, input),
  );
