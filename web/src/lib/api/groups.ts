import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Group } from "@common/api-types";
import { api } from "./client";

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
