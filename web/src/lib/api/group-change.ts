import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "./client";
import { groupsQueryKey } from "./groups";
import { tasksQueryKey } from "./tasks";

/** Students added to a group and removed from it, in one request (the plans that follow the group follow them). */
export const changeGroupStudents = (id: string, input: { add: string[]; remove: string[] }) =>
  api.post<ApiResult>(`/api/groups/${encodeURIComponent(id)}/students`, input);

/**
 * A change of groups, after which the groups and every task list are fetched again, whether it succeeded or not:
 * a change of a group's students changes the tasks of the plans that follow it.
 */
export function useGroupChange<V, R extends ApiResult>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
      ]),
  });
}
