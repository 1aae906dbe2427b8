import type { ApiResult } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

export interface StatusChange {
  taskId: string;
  status: TaskStatus;
  /** The proof the admin saw (null: none): if the student changed it since, the server answers 409. */
  proofUrl: string | null;
}

/** After a status change the list is reloaded (requirements §4), so a 409 shows the proof the student sent since. */
export const useUpdateTaskStatus = () =>
  useTaskChange(({ taskId, status, proofUrl }: StatusChange) =>
    api.patch<ApiResult>(`/api/tasks/update/${encodeURIComponent(taskId)}`, { status, proofUrl }),
  );
