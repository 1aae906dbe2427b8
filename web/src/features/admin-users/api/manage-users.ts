import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import type { EditUserInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { tasksQueryKey } from "@/lib/api/tasks";
import { usersQueryKey } from "@/lib/api/users";

interface UserResult extends ApiResult {
  user: User;
}

/** After any change to an account the user list (and, for a deletion, the task lists) are fetched again. */
function useAccountChange<V, R extends ApiResult>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey });
    },
  });
}

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export const useEditUser = () =>
  useAccountChange(({ id, input }: { id: string; input: EditUserInput }) => api.patch<UserResult>(userPath(id), input));

export const useSetUserActive = () =>
  useAccountChange(({ id, active }: { id: string; active: boolean }) =>
    api.patch<UserResult>(`${userPath(id)}/status`, { active }),
  );

export const useDeleteUser = () =>
  useAccountChange(({ id, confirmEmail }: { id: string; confirmEmail: string }) =>
    api.delete<ApiResult>(userPath(id), { confirmEmail }),
  );
