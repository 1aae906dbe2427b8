import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IsAuthResult, User } from "@common/api-types";
import { api, ApiError } from "@/lib/api-client";

export const sessionQueryKey = ["session"] as const;

/**
 * SPEC §4: the app asks the server who is signed in. Signed out (401) is an answer, not a failure; other
 * failures are only logged and also leave nobody signed in (SPEC §8).
 */
export async function getSession(): Promise<User | null> {
  try {
    const result = await api.get<IsAuthResult>("/api/users/is-auth");
    return result.user ?? null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error("Session check failed", error);
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: Infinity,
});

/** The signed-in user (or null) and the admin flag of SPEC §3's session context. */
export function useSession() {
  const { data: user = null, isPending } = useQuery(sessionQueryOptions);
  return { user, isAdmin: user?.role === "admin", isPending };
}
