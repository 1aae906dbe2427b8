import { Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useDeleteGroup } from "../api/delete-group";

/** A group deleted: no student and no task goes with it. */
export function DeleteGroupDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const deleteGroup = useDeleteGroup();
  return (
    <ActionDialog
      title={`Delete ${group.name}?`}
      destructive
      action="Delete"
      pendingText="Deleting..."
      pending={deleteGroup.isPending}
      onSubmit={() => deleteGroup.mutate(group._id, toastOutcome("Failed to delete the group", onClose))}
      onClose={onClose}
    >
      <Text fontSize="sm">
        Its students and their tasks stay; the plans made for it keep their students and follow no group any more.
      </Text>
    </ActionDialog>
  );
}
