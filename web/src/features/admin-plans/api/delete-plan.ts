import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** Deletes a plan's tasks: all of them, or those due from today on. */
export const useDeletePlan = () =>
  useTaskChange(({ id, part }: { id: string; part: "all" | "future" }) =>
    api.delete<ApiResult>(`/api/plans/${encodeURIComponent(id)}?part=${part}`),
  );
