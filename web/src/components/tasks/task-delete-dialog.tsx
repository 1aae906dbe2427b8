import { Button, Dialog, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Task } from "@common/api-types";
import { TASK_SCOPES, type TaskScope } from "@common/validation";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { useDeleteTask } from "@/lib/api/tasks";
import { SCOPE_LABELS } from "./task-edit-dialog";

/** Deleting a task (issue 16): its proof goes with it, and the student is told; a plan's task offers its scope. */
export function TaskDeleteDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const [scope, setScope] = useState<TaskScope>("this");
  const deleteTask = useDeleteTask();
  const confirm = () =>
    deleteTask.mutate(
      { taskId: task._id, scope },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onClose();
        },
        onError: (error) => notify.error("Failed to delete the task", error.message),
      },
    );

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete “{task.name}”?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>The task and its proof are deleted; the student is told.</Text>
                {task.planId && (
                  <FormField label="Delete">
                    <NativeSelect.Root>
                      <NativeSelect.Field value={scope} onChange={(event) => setScope(event.target.value as TaskScope)}>
                        {TASK_SCOPES.map((each) => (
                          <option key={each} value={each}>
                            {SCOPE_LABELS[each]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={deleteTask.isPending} onClick={confirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
