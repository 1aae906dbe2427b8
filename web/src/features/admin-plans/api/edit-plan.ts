import type { ApiResult } from "@common/api-types";
import type { EditPlanInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** What a whole plan's tasks say, for every student from a day on. */
export const useEditPlan = () =>
  useTaskChange(({ id, ...input }: EditPlanInput & { id: string }) =>
    api.patch<ApiResult>(`/api/plans/${encodeURIComponent(id)}`, input),
  );
