import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Group } from "@common/api-types";
import { onTimeRate } from "@common/progress";
import { Loading, LoadError } from "@/components/ui/load-state";
import { useGroups } from "@/lib/api/groups";
import { latestOf } from "@/lib/latest";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { useT } from "@/lib/i18n/use-t";
import { useToday } from "@/lib/use-today";
import { DeleteGroupDialog } from "./components/delete-group-dialog";
import { EditGroupDialog } from "./components/edit-group-dialog";
import { GroupCard, type GroupMember } from "./components/group-card";
import { GroupStudentsDialog } from "./components/group-students-dialog";
import { NewGroupForm } from "./components/new-group-form";

type Acting = { kind: "edit" | "students" | "delete"; group: Group } | null;

/**
 * The supervisor's groups (classes): made, renamed, described and deleted here, each listing its students with
 * their on-time rates; a student may be in several groups or none. The rates come from the counts each student's
 * record keeps, which the user list carries.
 */
export function GroupsPage() {
  const t = useT();
  const groups = useGroups();
  const today = useToday();
  const users = useUsers();
  const [acting, setActing] = useState<Acting>(null);
  const students = new Map(
    activeStudentsOf(users.data).map((student) => [
      student._id,
      { _id: student._id, name: student.name, rate: onTimeRate(student.progress ?? {}, today).rate },
    ]),
  );
  // Deactivated and deleted students are in no list a group shows.
  const membersOf = (group: Group): GroupMember[] =>
    group.students.flatMap((id) => students.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack gap="6">
      <NewGroupForm />
      {groups.isPending || users.isPending ? (
        <Loading label={t("groups.loading")} />
      ) : groups.isError || users.isError ? (
        <LoadError
          message={t("groups.notLoaded")}
          reason={(groups.error ?? users.error)?.message ?? ""}
          onRetry={() => void Promise.all([groups.refetch(), users.refetch()])}
        />
      ) : groups.data.length === 0 ? (
        <Text color="fg.muted">{t("groups.none")}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t("groups.groups")}>
          {groups.data.map((group) => (
            <GroupCard
              key={group._id}
              group={group}
              members={membersOf(group)}
              onAct={(kind) => setActing({ kind, group })}
            />
          ))}
        </Stack>
      )}
      {acting?.kind === "edit" && (
        <EditGroupDialog group={latestOf(acting.group, groups.data)} onClose={() => setActing(null)} />
      )}
      {acting?.kind === "students" && <GroupStudentsDialog group={acting.group} onClose={() => setActing(null)} />}
      {acting?.kind === "delete" && <DeleteGroupDialog group={acting.group} onClose={() => setActing(null)} />}
    </Stack>
  );
}
