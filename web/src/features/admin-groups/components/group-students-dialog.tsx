import { Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { Group } from "@common/api-types";
import { StudentPicker } from "@/components/form/student-picker";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { useChangeGroupStudents } from "../api/change-group-students";

/**
 * A group's students: those ticked join it, those unticked leave it, in one request; the plans that follow the
 * group give joiners their remaining days and take a leaver's from today on.
 */
export function GroupStudentsDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const users = useUsers();
  const students = useMemo(() => activeStudentsOf(users.data), [users.data]);
  const [chosen, setChosen] = useState(group.students);
  const change = useChangeGroupStudents();
  const add = chosen.filter((id) => !group.students.includes(id));
  const remove = group.students.filter((id) => !chosen.includes(id));

  return (
    <ActionDialog
      title={`Students of ${group.name}`}
      action="Save"
      pendingText="Saving..."
      pending={change.isPending}
      disabled={add.length + remove.length === 0}
      onSubmit={() =>
        change.mutate({ id: group._id, add, remove }, toastOutcome("Failed to change the group", onClose))
      }
      onClose={onClose}
    >
      <StudentPicker
        label="The group's students"
        students={students}
        loading={users.isPending}
        value={chosen}
        onChange={setChosen}
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {add.length} to add, {remove.length} to remove. The group's plans give those added their remaining days and take
        those removed off their days from today on.
      </Text>
    </ActionDialog>
  );
}
