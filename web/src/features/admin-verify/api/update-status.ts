import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import type { TaskStatus } from "@common/constants";
import { tasksQueryKey } from "@/api/tasks";
import { api } from "@/lib/api-client";

/** After a status change the list is reloaded (SPEC §4). */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, status }: { taskId: string; status: TaskStatus }) =>
      api.patch<ApiResult>(`/api/tasks/update/${encodeURIComponent(taskId)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
