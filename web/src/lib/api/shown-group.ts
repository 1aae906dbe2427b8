import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import { api } from "./client";
import { useGroups } from "./groups";
import { sessionQueryKey, useSession } from "./session";

/**
 * The group the admin's lists are narrowed to (kept on their record, so that it follows them across devices; a
 * deleted group is taken off every record that chose it), or undefined for every student. `choose` shows the
 * choice at once.
 */
export function useShownGroup() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const groups = useGroups();
  const shown = groups.data?.find((group) => group._id === user?.shownGroup);
  const choice = useMutation({
    mutationFn: (groupId: string | null) => api.put<ApiResult>("/api/groups/shown", { groupId }),
    onMutate: (groupId) => {
      const before = queryClient.getQueryData<User | null>(sessionQueryKey);
      if (before) queryClient.setQueryData(sessionQueryKey, { ...before, shownGroup: groupId ?? undefined });
      return before;
    },
    onError: (_error, _groupId, before) => queryClient.setQueryData(sessionQueryKey, before),
  });
  return {
    groups: groups.data ?? [],
    /** The groups have not answered yet (a failure is an answer: no choice then). */
    groupsPending: groups.isPending,
    /** The chosen group's id, known with the session (before the groups have loaded). */
    shownId: user?.shownGroup,
    shown,
    choose: (groupId: string | null) => choice.mutate(groupId),
  };
}
