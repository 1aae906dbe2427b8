import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Task } from "@common/api-types";
import type { TaskScope } from "@common/validation";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useDeleteTask } from "@/lib/api/delete-task";
import { useT } from "@/lib/i18n/use-t";
import { ScopeField } from "./scope-field";

/** Deleting a task: its proof goes with it, and the student is told; a plan's task offers its scope. */
export function TaskDeleteDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const t = useT();
  const [scope, setScope] = useState<TaskScope>("this");
  const deleteTask = useDeleteTask();
  return (
    <ActionDialog
      title={t("taskDelete.title", { name: task.name })}
      destructive
      action={t("common.delete")}
      pending={deleteTask.isPending}
      onSubmit={() => deleteTask.mutate({ taskId: task._id, scope }, toastOutcome(t("taskDelete.failed"), onClose))}
      onClose={onClose}
    >
      <Text>{t("taskDelete.text")}</Text>
      {task.planId && (
        <ScopeField
          label={t("common.delete")}
          value={scope}
          onChange={(event) => setScope(event.target.value as TaskScope)}
        />
      )}
    </ActionDialog>
  );
}
