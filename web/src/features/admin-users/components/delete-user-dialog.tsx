import { Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { User } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useDeleteUser } from "../api/delete-user";

/** Deleting an account takes its tasks, notifications and files with it: confirmed by typing its address. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const deleteUser = useDeleteUser();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  return (
    <ActionDialog
      title={t("users.deleteTitle", { name: user.name })}
      destructive
      action={t("users.deleteAction")}
      pending={deleteUser.isPending}
      disabled={!matches}
      onSubmit={() =>
        deleteUser.mutate({ id: user._id, confirmEmail: typed }, toastOutcome(t("users.deleteFailed"), onClose))
      }
      onClose={onClose}
    >
      <Text>{t("users.deleteText")}</Text>
      <FormField label={t("users.typeEmail", { email: user.email })}>
        <Input autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
    </ActionDialog>
  );
}
