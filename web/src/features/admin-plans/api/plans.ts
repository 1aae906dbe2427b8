/** Plans as wholes: the list with its counts, and the changes made to a whole plan. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Plan } from "@common/api-types";
import type { EditPlanInput, PlanStudentsInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { tasksQueryKey } from "@/lib/api/tasks";
import { usersQueryKey } from "@/lib/api/users";

interface PlansResult extends ApiResult {
  plans: Plan[];
}

/** Under the tasks' key: a change of any task (a review, an edit) changes a plan's counts too. */
export const plansQueryOptions = queryOptions({
  queryKey: [...tasksQueryKey, "plans"],
  queryFn: async () => (await api.get<PlansResult>("/api/plans")).plans,
});

export const usePlans = () => useQuery(plansQueryOptions);

/** A change of a plan changes its tasks, their students' counts, and the plans. */
function usePlanChange<T>(request: (input: T) => Promise<ApiResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

export const useEditPlan = () =>
  usePlanChange(({ id, ...input }: EditPlanInput & { id: string }) =>
    api.patch<ApiResult>(`/api/plans/${encodeURIComponent(id)}`, input),
  );

export const useChangePlanStudents = () =>
  usePlanChange(({ id, ...input }: PlanStudentsInput & { id: string }) =>
    api.post<ApiResult>(`/api/plans/${encodeURIComponent(id)}/students`, input),
  );

export const useDeletePlan = () =>
  usePlanChange(({ id, part }: { id: string; part: "all" | "future" }) =>
    api.delete<ApiResult>(`/api/plans/${encodeURIComponent(id)}?part=${part}`),
  );
