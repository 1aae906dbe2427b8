import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Task } from "@common/api-types";
import type { TaskScope } from "@common/validation";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useDeleteTask } from "@/lib/api/delete-task";
import { ScopeField } from "./scope-field";

/** Deleting a task: its proof goes with it, and the student is told; a plan's task offers its scope. */
export function TaskDeleteDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const [scope, setScope] = useState<TaskScope>("this");
  const deleteTask = useDeleteTask();
  return (
    <ActionDialog
      title={`Delete “${task.name}”?`}
      destructive
      action="Delete"
      pending={deleteTask.isPending}
      onSubmit={() =>
        deleteTask.mutate({ taskId: task._id, scope }, toastOutcome("Failed to delete the task", onClose))
      }
      onClose={onClose}
    >
      <Text>The task and its proof are deleted; the student is told.</Text>
      {task.planId && (
        <ScopeField label="Delete" value={scope} onChange={(event) => setScope(event.target.value as TaskScope)} />
      )}
    </ActionDialog>
  );
}
