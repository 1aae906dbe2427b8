import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Group, User } from "@common/api-types";
import { api } from "./client";
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
