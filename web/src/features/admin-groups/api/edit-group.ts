import type { ApiResult } from "@common/api-types";
import type { EditGroupInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useGroupChange } from "@/lib/api/group-change";

/** A group renamed or described anew. */
export const useEditGroup = () =>
  useGroupChange(({ id, ...input }: EditGroupInput & { id: string }) =>
    api.patch<ApiResult>(`/api/groups/${encodeURIComponent(id)}`, input),
  );
