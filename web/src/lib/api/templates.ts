import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, TaskTemplate } from "@common/api-types";
import { getListOrLog } from "@/lib/api/client";

interface TemplatesResult extends ApiResult {
  templates: TaskTemplate[];
}

export const templatesQueryKey = ["templates"] as const;

/** The admin's saved tasks, to start Create Task from. */
export const templatesQueryOptions = queryOptions({
  queryKey: templatesQueryKey,
  queryFn: () => getListOrLog<TemplatesResult, "templates">("/api/templates", "templates", "the templates"),
});

export const useTemplates = () => useQuery(templatesQueryOptions);
