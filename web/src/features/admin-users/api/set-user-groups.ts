import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useGroupChange } from "@/lib/api/groups";

interface UserGroups {
  userId: string;
  join: string[];
  leave: string[];
}

/** One student put into groups and taken out of others: one change of each group (its plans follow). */
export const useSetUserGroups = () =>
  useGroupChange(async ({ userId, join, leave }: UserGroups) => {
    const changes = [
      ...join.map((id) => ({ id, add: [userId], remove: [] })),
      ...leave.map((id) => ({ id, add: [], remove: [userId] })),
    ];
    for (const { id, add, remove } of changes) {
      await api.post<ApiResult>(`/api/groups/${encodeURIComponent(id)}/students`, { add, remove });
    }
    return { success: true, message: `Groups saved` };
  });
