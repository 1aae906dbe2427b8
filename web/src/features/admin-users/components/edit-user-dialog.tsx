import { Input } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { Group, User } from "@common/api-types";
import { editUserSchema, type EditUserFields, type EditUserInput } from "@common/validation";
import { DateInput } from "@/components/form/date-input";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { OptionSelect } from "@/components/form/option-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { notify, toastOutcome } from "@/components/ui/toaster";
import { useBirthDateResolver } from "@/lib/half-typed-date";
import { useT } from "@/lib/i18n/use-t";
import { useEditUser } from "../api/edit-user";
import { useSetUserGroups } from "../api/set-user-groups";
import { GroupsField } from "./groups-field";
import { roleOptions } from "../role-options";

/**
 * An admin's edit of an account: name, phone, birth date and role (the address stays), and a student's groups
 * (each group changed is one change of it: its plans follow).
 */
export function EditUserDialog({ user, groups = [], onClose }: { user: User; groups?: Group[]; onClose: () => void }) {
  const t = useT();
  const { today, resolver, onHalfTypedChange } = useBirthDateResolver(editUserSchema);
  const {
    register,
    handleSubmit,
    changedElsewhere,
    formState: { errors },
  } = useFreshForm<EditUserFields, unknown, EditUserInput>(
    { name: user.name, role: user.role, phoneNumber: user.phoneNumber, birthDate: user.birthDate },
    { resolver },
  );
  const editUser = useEditUser();
  const setGroups = useSetUserGroups();
  // Each group is a box of its own: one ticked or unticked here is the admin's, the others follow the answers.
  const memberOf: Record<string, boolean> = Object.fromEntries(
    groups.map((group) => [group._id, group.students.includes(user._id)]),
  );
  const groupsForm = useFreshForm(memberOf);
  const ticked = useWatch({ control: groupsForm.control });
  const chosenGroups = groups.filter((group) => ticked[group._id] ?? memberOf[group._id]).map((group) => group._id);
  const chooseGroups = (ids: string[]) => {
    for (const group of groups) groupsForm.setValue(group._id, ids.includes(group._id), { shouldDirty: true });
  };
  const join = chosenGroups.filter((id) => !memberOf[id]);
  const leave = groups.filter((group) => memberOf[group._id] && !chosenGroups.includes(group._id)).map((g) => g._id);
  const saveGroups = (done: () => void) =>
    join.length + leave.length === 0
      ? done()
      : setGroups.mutate(
          { userId: user._id, join, leave },
          { onSuccess: done, onError: (error) => void notify.error(t("users.groupsFailed"), error.message) },
        );

  return (
    <ActionDialog
      title={t("users.editLabel", { name: user.name })}
      action={t("common.save")}
      pendingText={t("common.saving")}
      pending={editUser.isPending || setGroups.isPending}
      onSubmit={handleSubmit((input) =>
        editUser.mutate(
          { id: user._id, input },
          toastOutcome(t("users.updateFailed"), () => saveGroups(onClose)),
        ),
      )}
      onClose={onClose}
    >
      <FormField label={t("profile.name")} error={errors.name?.message} changedElsewhere={changedElsewhere("name")}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField
        label={t("profile.phoneNumber")}
        error={errors.phoneNumber?.message}
        changedElsewhere={changedElsewhere("phoneNumber")}
      >
        <Input type="tel" autoComplete="off" {...register("phoneNumber")} />
      </FormField>
      <FormField
        label={t("profile.birthDateField")}
        error={errors.birthDate?.message}
        changedElsewhere={changedElsewhere("birthDate")}
      >
        <DateInput max={today} onHalfTypedChange={onHalfTypedChange} {...register("birthDate")} />
      </FormField>
      <FormField label={t("users.role")} error={errors.role?.message} changedElsewhere={changedElsewhere("role")}>
        <OptionSelect options={roleOptions()} {...register("role")} />
      </FormField>
      {user.role === "student" && <GroupsField groups={groups} value={chosenGroups} onChange={chooseGroups} />}
    </ActionDialog>
  );
}
