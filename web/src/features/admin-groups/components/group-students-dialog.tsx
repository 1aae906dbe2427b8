import type { Group } from "@common/api-types";
import { MembershipDialog } from "@/components/form/membership-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useChangeGroupStudents } from "../api/change-group-students";

/**
 * A group's students: those ticked join it, those unticked leave it, in one request; the plans that follow the
 * group give joiners their remaining days and take a leaver's from today on.
 */
export function GroupStudentsDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const t = useT();
  const change = useChangeGroupStudents();
  return (
    <MembershipDialog
      title={t("groups.studentsOf", { name: group.name })}
      label={t("groups.pickerLabel")}
      current={group.students}
      pending={change.isPending}
      outcome={(add, remove) => t("groups.outcome", { add: add.length, remove: remove.length })}
      onSave={(add, remove) =>
        change.mutate({ id: group._id, add, remove }, toastOutcome(t("groups.changeFailed"), onClose))
      }
      onClose={onClose}
    />
  );
}
