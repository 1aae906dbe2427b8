import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, User, UserSummary } from "@common/api-types";
import { getListOrLog } from "./client";

interface UsersResult extends ApiResult {
  users: UserSummary[];
}

export const usersQueryKey = ["users"] as const;

/** The user list admins get once signed in (requirements §4), with each student's task counts. Failures are only logged (requirements §8). */
export const usersQueryOptions = queryOptions({
  queryKey: usersQueryKey,
  queryFn: () => getListOrLog<UsersResult, "users">("/api/users/list", "users", "the user list"),
});

export const useUsers = () => useQuery(usersQueryOptions);

/** The students tasks can go to: active ones (a deactivated account vanishes from every choice). */
export const activeStudentsOf = (users: User[] | undefined) =>
  (users ?? []).filter((user) => user.role === "student" && user.active);
