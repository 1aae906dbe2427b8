import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** Deletes an account, confirmed by its address; its tasks go with it. */
export const useDeleteUser = () =>
  useTaskChange(({ id, confirmEmail }: { id: string; confirmEmail: string }) =>
    api.delete<ApiResult>(`/api/users/${encodeURIComponent(id)}`, { confirmEmail }),
  );
