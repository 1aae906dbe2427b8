import { Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { User } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useDeleteUser } from "../api/delete-user";

/** Deleting an account takes its tasks, notifications and files with it: confirmed by typing its address. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const deleteUser = useDeleteUser();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  return (
    <ActionDialog
      title={`Delete ${user.name}?`}
      destructive
      action="Delete user"
      pending={deleteUser.isPending}
      disabled={!matches}
      onSubmit={() =>
        deleteUser.mutate({ id: user._id, confirmEmail: typed }, toastOutcome("Failed to delete the user", onClose))
      }
      onClose={onClose}
    >
      <Text>
        Their account, tasks, proofs, notifications and picture are deleted for good. Type their e-mail address to
        confirm.
      </Text>
      <FormField label={`Type ${user.email}`}>
        <Input autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
    </ActionDialog>
  );
}
