import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { usersQueryKey } from "@/lib/api/users";

/** Users' "Send the invitation again": at most once an hour per account (the API answers 429 with the wait). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiResult & { user: User }>(`/api/users/${encodeURIComponent(id)}/invitation`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
