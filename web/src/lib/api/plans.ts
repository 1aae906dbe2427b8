import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Plan } from "@common/api-types";
import { api } from "@/lib/api/client";
import { tasksQueryKey } from "@/lib/api/tasks";

interface PlansResult extends ApiResult {
  plans: Plan[];
}

/** Every plan with its counts; under the tasks' key, since a change of any task (a review, an edit) changes them. */
export const plansQueryOptions = queryOptions({
  queryKey: [...tasksQueryKey, "plans"],
  queryFn: async () => (await api.get<PlansResult>("/api/plans")).plans,
});

export const usePlans = () => useQuery(plansQueryOptions);
