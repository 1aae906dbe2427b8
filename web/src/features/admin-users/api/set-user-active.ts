import type { ApiResult, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** Deactivates or reactivates an account. */
export const useSetUserActive = () =>
  useTaskChange(({ id, active }: { id: string; active: boolean }) =>
    api.patch<ApiResult & { user: User }>(`/api/users/${encodeURIComponent(id)}/status`, { active }),
  );
