import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, TaskTemplate } from "@common/api-types";
import type { TemplateInput } from "@common/validation";
import { api, getListOrLog } from "@/lib/api/client";

interface TemplatesResult extends ApiResult {
  templates: TaskTemplate[];
}

const templatesQueryKey = ["templates"] as const;

export const useTemplates = () =>
  useQuery(
    queryOptions({
      queryKey: templatesQueryKey,
      queryFn: () => getListOrLog<TemplatesResult, "templates">("/api/templates", "templates", "the templates"),
    }),
  );

function useTemplateChange<V>(change: (variables: V) => Promise<ApiResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

export const useSaveTemplate = () =>
  useTemplateChange((input: TemplateInput) => api.post<ApiResult>("/api/templates", input));

export const useDeleteTemplate = () =>
  useTemplateChange((id: string) => api.delete<ApiResult>(`/api/templates/${encodeURIComponent(id)}`));
