import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Group, User } from "@common/api-types";
import { api } from "./client";
import { sessionQueryKey, useSession } from "./session";
import { tasksQueryKey } from "./tasks";

interface GroupsResult extends ApiResult {
  groups: Group[];
}

export const groupsQueryKey = ["groups"] as const;

/** The supervisor's groups by name, each with its students' ids (Groups, Users, Create Task's picker, Plans). */
export const groupsQueryOptions = queryOptions({
  queryKey: groupsQueryKey,
  queryFn: async () => (await api.get<GroupsResult>("/api/groups")).groups,
});

export const useGroups = () => useQuery(groupsQueryOptions);

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

/** The group whose active students are exactly those chosen, if one is (the first by name when two are). */
export function followedGroup(groups: Group[] | undefined, students: User[], chosen: string[]): Group | undefined {
  if (chosen.length === 0) return undefined;
  const active = new Set(students.map((student) => student._id));
  const picked = new Set(chosen);
  return groups?.find((group) => {
    const members = group.students.filter((id) => active.has(id));
    return members.length === picked.size && members.every((id) => picked.has(id));
  });
}

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
    /** The chosen group's id, known with the session (before the groups have loaded). */
    shownId: user?.shownGroup,
    shown,
    choose: (groupId: string | null) => choice.mutate(groupId),
  };
}
