import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import { tasksQueryKey } from "@/lib/api/tasks";
import { api } from "@/lib/api/client";

export interface StatusChange {
  taskId: string;
  status: TaskStatus;
  /** The proof the admin saw (null: none): if the student changed it since, the server answers 409. */
  proofUrl: string | null;
}

/** After a status change the list is reloaded (requirements §4), so a 409 shows the proof the student sent since. */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, status, proofUrl }: StatusChange) =>
      api.patch<ApiResult>(`/api/tasks/update/${encodeURIComponent(taskId)}`, { status, proofUrl }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
