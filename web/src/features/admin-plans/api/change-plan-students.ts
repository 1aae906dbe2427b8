import type { ApiResult } from "@common/api-types";
import type { PlanStudentsInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/**
 * Students added to a plan get its remaining days; those removed lose their tasks from today on. Answers how
 * many tasks were added and removed.
 */
export const useChangePlanStudents = () =>
  useTaskChange(({ id, ...input }: PlanStudentsInput & { id: string }) =>
    api.post<ApiResult & { added: number; removed: number }>(`/api/plans/${encodeURIComponent(id)}/students`, input),
  );
