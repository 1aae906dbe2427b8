import { Text } from "@chakra-ui/react";
import { useMemo, useState, type ReactNode } from "react";
import { ActionDialog } from "@/components/ui/action-dialog";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { useT } from "@/lib/i18n/use-t";
import { StudentPicker } from "./student-picker";

interface MembershipDialogProps {
  title: string;
  /** The picker's accessible name. */
  label: string;
  /** The students in it now. */
  current: string[];
  pending: boolean;
  /** What saving would do, said as the choice changes. */
  outcome: (add: string[], remove: string[]) => ReactNode;
  onSave: (add: string[], remove: string[]) => void;
  onClose: () => void;
}

/**
 * The students of a plan or a group: those ticked and not in it join, those in it and unticked leave, in one
 * save; Save waits for a change.
 */
export function MembershipDialog({ title, label, current, pending, outcome, onSave, onClose }: MembershipDialogProps) {
  const t = useT();
  const users = useUsers();
  const students = useMemo(() => activeStudentsOf(users.data), [users.data]);
  const [chosen, setChosen] = useState(current);
  const add = chosen.filter((id) => !current.includes(id));
  const remove = current.filter((id) => !chosen.includes(id));

  return (
    <ActionDialog
      title={title}
      action={t("common.save")}
      pendingText={t("common.saving")}
      pending={pending}
      disabled={add.length + remove.length === 0}
      onSubmit={() => onSave(add, remove)}
      onClose={onClose}
    >
      <StudentPicker label={label} students={students} loading={users.isPending} value={chosen} onChange={setChosen} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {outcome(add, remove)}
      </Text>
    </ActionDialog>
  );
}
