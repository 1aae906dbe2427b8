import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import type { TemplateInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { templatesQueryKey } from "@/lib/api/templates";

/** Saves the form as a template; the list is fetched again. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => api.post<ApiResult>("/api/templates", input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
