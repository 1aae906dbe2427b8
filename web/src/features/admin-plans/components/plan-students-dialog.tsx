import { Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { Plan } from "@common/api-types";
import { StudentPicker } from "@/components/form/student-picker";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { useChangePlanStudents } from "../api/change-plan-students";

/**
 * A plan's students: those ticked and not in it get its remaining days; those in it and unticked lose their
 * tasks from today on, and are told.
 */
export function PlanStudentsDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const users = useUsers();
  const students = useMemo(() => activeStudentsOf(users.data), [users.data]);
  const [chosen, setChosen] = useState(plan.students);
  const change = useChangePlanStudents();
  const add = chosen.filter((id) => !plan.students.includes(id));
  const remove = plan.students.filter((id) => !chosen.includes(id));

  return (
    <ActionDialog
      title={`Students of ${plan.name}`}
      action="Save"
      pendingText="Saving..."
      pending={change.isPending}
      disabled={add.length + remove.length === 0}
      onSubmit={() =>
        change.mutate({ id: plan._id, add, remove }, toastOutcome("Failed to change the students", onClose))
      }
      onClose={onClose}
    >
      <StudentPicker
        label="The plan's students"
        students={students}
        loading={users.isPending}
        value={chosen}
        onChange={setChosen}
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {add.length} to add (they get the plan's remaining days), {remove.length} to remove (their tasks from today on
        are deleted).
      </Text>
    </ActionDialog>
  );
}
