import { changeGroupStudents, useGroupChange } from "@/lib/api/group-change";
import { t } from "@/lib/i18n/i18n";

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
      await changeGroupStudents(id, { add, remove });
    }
    return { success: true, message: t("users.groupsSaved") };
  });
