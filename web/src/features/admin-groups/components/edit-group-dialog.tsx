import { Input } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { Group } from "@common/api-types";
import { groupSchema, type GroupInput } from "@common/validation";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { nameTaken } from "./name-taken";
import { useEditGroup } from "../api/edit-group";

const resolver = zodResolver(groupSchema) as unknown as Resolver<GroupInput>;

/** A group renamed or described anew; only what changed is sent. */
export function EditGroupDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const t = useT();
  const editGroup = useEditGroup();
  const {
    register,
    handleSubmit,
    setError,
    changedElsewhere,
    formState: { errors },
  } = useFreshForm<GroupInput>({ name: group.name, description: group.description }, { resolver });

  const save = ({ name, description }: GroupInput) => {
    if (name === group.name && description === group.description) return onClose();
    editGroup.mutate(
      {
        id: group._id,
        ...(name !== group.name ? { name } : {}),
        ...(description !== group.description ? { description } : {}),
      },
      {
        ...toastOutcome(t("groups.saveFailed"), onClose),
        onError: (error) => nameTaken(error, (message) => setError("name", { message }), t("groups.saveFailed")),
      },
    );
  };

  return (
    <ActionDialog
      title={t("groups.edit")}
      formLabel={t("groups.editFormLabel", { name: group.name })}
      action={t("common.save")}
      pendingText={t("common.saving")}
      pending={editGroup.isPending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <FormField label={t("groups.name")} error={errors.name?.message} changedElsewhere={changedElsewhere("name")}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField
        label={t("groups.description")}
        error={errors.description?.message}
        changedElsewhere={changedElsewhere("description")}
      >
        <Input autoComplete="off" {...register("description")} />
      </FormField>
    </ActionDialog>
  );
}
