import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useGroupChange } from "@/lib/api/group-change";

/** A group deleted: its students and their tasks stay. */
export const useDeleteGroup = () =>
  useGroupChange((id: string) => api.delete<ApiResult>(`/api/groups/${encodeURIComponent(id)}`));
