import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { refreshAfterProof } from "./refresh-after-proof";

export function useRemoveProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.post<ApiResult>(`/api/tasks/remove-proof/${encodeURIComponent(taskId)}`),
    onSettled: () => refreshAfterProof(queryClient),
  });
}
