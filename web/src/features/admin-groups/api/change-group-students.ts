import type { GroupStudentsInput } from "@common/validation";
import { changeGroupStudents, useGroupChange } from "@/lib/api/group-change";

/** Students added to a group and removed from it; the plans that follow the group follow them. */
export const useChangeGroupStudents = () =>
  useGroupChange(({ id, ...input }: GroupStudentsInput & { id: string }) => changeGroupStudents(id, input));
