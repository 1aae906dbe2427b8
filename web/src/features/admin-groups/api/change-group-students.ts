import type { ApiResult } from "@common/api-types";
import type { GroupStudentsInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useGroupChange } from "@/lib/api/groups";

/** Students added to a group and removed from it; the plans that follow the group follow them. */
export const useChangeGroupStudents = () =>
  useGroupChange(({ id, ...input }: GroupStudentsInput & { id: string }) =>
    api.post<ApiResult>(`/api/groups/${encodeURIComponent(id)}/students`, input),
  );
