import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Task } from "@common/api-types";
import type { CreateTaskInput } from "@common/validation";
import { tasksQueryKey } from "@/lib/api/tasks";
import { usersQueryKey } from "@/lib/api/users";
import { api } from "@/lib/api/client";

interface CreateTaskResult extends ApiResult {
  task: Task;
  count: number;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => api.post<CreateTaskResult>("/api/tasks/add", input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
