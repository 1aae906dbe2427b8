import { Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useDeleteGroup } from "../api/delete-group";

/** A group deleted: no student and no task goes with it. */
export function DeleteGroupDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const t = useT();
  const deleteGroup = useDeleteGroup();
  return (
    <ActionDialog
      title={t("groups.deleteTitle", { name: group.name })}
      destructive
      action={t("common.delete")}
      pendingText={t("groups.deleting")}
      pending={deleteGroup.isPending}
      onSubmit={() => deleteGroup.mutate(group._id, toastOutcome(t("groups.deleteFailed"), onClose))}
      onClose={onClose}
    >
      <Text fontSize="sm">{t("groups.deleteText")}</Text>
    </ActionDialog>
  );
}
