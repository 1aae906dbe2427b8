import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import { getListOrLog } from "./client";

interface UsersResult extends ApiResult {
  users: User[];
}

export const usersQueryKey = ["users"] as const;

/** The user list admins get once signed in (SPEC §4). Failures are only logged (SPEC §8). */
export const usersQueryOptions = queryOptions({
  queryKey: usersQueryKey,
  queryFn: () => getListOrLog<UsersResult, "users">("/api/users/list", "users", "the user list"),
});

export const useUsers = () => useQuery(usersQueryOptions);
