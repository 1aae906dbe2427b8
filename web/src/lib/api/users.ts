import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import { api } from "./client";

interface UsersResult extends ApiResult {
  users: User[];
}

export const usersQueryKey = ["users"] as const;

/** The user list admins get once signed in (SPEC §4). Failures are only logged (SPEC §8). */
export const usersQueryOptions = queryOptions({
  queryKey: usersQueryKey,
  queryFn: async () => {
    try {
      return (await api.get<UsersResult>("/api/users/list")).users;
    } catch (error) {
      console.error("Loading the user list failed", error);
      throw error;
    }
  },
});

export const useUsers = () => useQuery(usersQueryOptions);
