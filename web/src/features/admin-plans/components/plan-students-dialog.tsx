import type { Plan } from "@common/api-types";
import { MembershipDialog } from "@/components/form/membership-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useChangePlanStudents } from "../api/change-plan-students";

/**
 * A plan's students: those ticked and not in it get its remaining days; those in it and unticked lose their
 * tasks from today on, and are told.
 */
export function PlanStudentsDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const t = useT();
  const change = useChangePlanStudents();
  return (
    <MembershipDialog
      title={t("plans.studentsTitle", { name: plan.name })}
      label={t("plans.studentsLabel")}
      current={plan.students}
      pending={change.isPending}
      outcome={(add, remove) => t("plans.studentsOutcome", { add: add.length, remove: remove.length })}
      onSave={(add, remove) =>
        change.mutate({ id: plan._id, add, remove }, toastOutcome(t("plans.studentsFailed"), onClose))
      }
      onClose={onClose}
    />
  );
}
