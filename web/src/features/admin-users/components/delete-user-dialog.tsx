import { Button, Dialog, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { User } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { useDeleteUser } from "../api/manage-users";

/** Deleting an account takes its tasks, notifications and files with it: confirmed by typing its address. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const deleteUser = useDeleteUser();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const confirm = () =>
    deleteUser.mutate(
      { id: user._id, confirmEmail: typed },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onClose();
        },
        onError: (error) => notify.error("Failed to delete the user", error.message),
      },
    );

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete {user.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Their account, tasks, proofs, notifications and picture are deleted for good. Type their e-mail
                  address to confirm.
                </Text>
                <FormField label={`Type ${user.email}`}>
                  <Input autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" disabled={!matches} loading={deleteUser.isPending} onClick={confirm}>
                Delete user
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
