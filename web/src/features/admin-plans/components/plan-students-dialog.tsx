import type { Plan } from "@common/api-types";
import { MembershipDialog } from "@/components/form/membership-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useChangePlanStudents } from "../api/change-plan-students";

/**
 * A plan's students: those ticked and not in it get its remaining days; those in it and unticked lose their
 * tasks from today on, and are told.
 */
export function PlanStudentsDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const change = useChangePlanStudents();
  return (
    <MembershipDialog
      title={`Students of ${plan.name}`}
      label="The plan's students"
      current={plan.students}
      pending={change.isPending}
      outcome={(add, remove) =>
        `${add.length} to add (they get the plan's remaining days), ${remove.length} to remove (their tasks from today on are deleted).`
      }
      onSave={(add, remove) =>
        change.mutate({ id: plan._id, add, remove }, toastOutcome("Failed to change the students", onClose))
      }
      onClose={onClose}
    />
  );
}
