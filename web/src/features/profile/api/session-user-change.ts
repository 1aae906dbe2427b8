import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import { sessionQueryKey } from "@/lib/api/session";

/** A change of the signed-in person's own record: the answer's user becomes the session's. */
export function useSessionUserChange<V>(change: (variables: V) => Promise<ApiResult & { user: User }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (result) => queryClient.setQueryData(sessionQueryKey, result.user),
  });
}
