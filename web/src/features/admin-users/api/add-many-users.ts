import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import type { AddManyRow } from "@common/user-list";
import type { ListFields } from "../add-many/read-list";
import { api } from "@/lib/api/client";
import { groupsQueryKey } from "@/lib/api/groups";
import { tasksQueryKey } from "@/lib/api/tasks";
import { usersQueryKey } from "@/lib/api/users";

export interface AddManyResult extends ApiResult {
  added: number;
  rows: AddManyRow[];
}

export interface AddManyRequest {
  rows: ListFields[];
  invite: boolean;
  /** The list's request id: sent again after a failure, the same id makes nobody twice. */
  requestId: string;
}

/** `POST /api/users/add-many`: the list's good rows in one request, each reported. */
export const addManyUsers = (request: AddManyRequest) => api.post<AddManyResult>("/api/users/add-many", request);

/** Add many; the users, the groups (their students) and the tasks (a group's plans) are fetched again after it. */
export function useAddManyUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManyUsers,
    onSettled: () =>
      Promise.all(
        [usersQueryKey, groupsQueryKey, tasksQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
