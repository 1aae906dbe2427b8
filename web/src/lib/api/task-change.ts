import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { tasksQueryKey } from "./tasks";
import { usersQueryKey } from "./users";

/**
 * A change of tasks (an admin's: a task, a plan, a review, an account), after which every task list (the plans'
 * and the inbox's live under the tasks' key) and the users' counts are fetched again, whether it succeeded or not:
 * one refused because the data changed meanwhile, or done in part, then shows what is stored. `awaitRefresh`
 * false moves on at once (the review dialog goes to the next proof while the inbox refetches).
 */
export function useTaskChange<V, R extends ApiResult>(
  change: (variables: V) => Promise<R>,
  { awaitRefresh = true }: { awaitRefresh?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      const refresh = Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]);
      if (awaitRefresh) await refresh;
    },
  });
}
