import type { ApiResult, Task } from "@common/api-types";
import type { ReviewInput } from "@common/validation";
import { api } from "./client";
import { useTaskChange } from "./task-change";

/**
 * Approve (with an optional comment) or send back with a reason. The dialog moves on to the next proof at once
 * and the inbox then refetches without the one just reviewed: awaiting the refetch first would take the reviewed
 * proof out from under the open dialog.
 */
export const useReviewTask = () =>
  useTaskChange(
    ({ taskId, ...input }: ReviewInput & { taskId: string }) =>
      api.post<ApiResult & { task: Task }>(`/api/tasks/${encodeURIComponent(taskId)}/review`, input),
    { awaitRefresh: false },
  );
