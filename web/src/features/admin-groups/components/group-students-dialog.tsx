import type { Group } from "@common/api-types";
import { MembershipDialog } from "@/components/form/membership-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useChangeGroupStudents } from "../api/change-group-students";

/**
 * A group's students: those ticked join it, those unticked leave it, in one request; the plans that follow the
 * group give joiners their remaining days and take a leaver's from today on.
 */
export function GroupStudentsDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const change = useChangeGroupStudents();
  return (
    <MembershipDialog
      title={`Students of ${group.name}`}
      label="The group's students"
      current={group.students}
      pending={change.isPending}
      outcome={(add, remove) =>
        `${add.length} to add, ${remove.length} to remove. The group's plans give those added their remaining days and take those removed off their days from today on.`
      }
      onSave={(add, remove) =>
        change.mutate({ id: group._id, add, remove }, toastOutcome("Failed to change the group", onClose))
      }
      onClose={onClose}
    />
  );
}
