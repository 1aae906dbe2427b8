import type { ApiResult, User } from "@common/api-types";
import type { EditUserInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** An admin's edit of an account: the user list (and the task lists, which name people) are fetched again. */
export const useEditUser = () =>
  useTaskChange(({ id, input }: { id: string; input: EditUserInput }) =>
    api.patch<ApiResult & { user: User }>(`/api/users/${encodeURIComponent(id)}`, input),
  );
