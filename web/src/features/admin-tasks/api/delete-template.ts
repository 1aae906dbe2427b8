import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { templatesQueryKey } from "@/lib/api/templates";

/** Deletes a template; the list is fetched again. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiResult>(`/api/templates/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
