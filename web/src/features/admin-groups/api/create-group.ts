import type { ApiResult, Group } from "@common/api-types";
import type { GroupInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useGroupChange } from "@/lib/api/group-change";

/** A new group, with no students yet. */
export const useCreateGroup = () =>
  useGroupChange((input: GroupInput) => api.post<ApiResult & { group: Group }>("/api/groups", input));
