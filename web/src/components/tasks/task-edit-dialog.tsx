import { Input, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import * as z from "@common/zod";
import type { Task, User } from "@common/api-types";
import { CATEGORIES, DATE_MAX, DATE_MIN } from "@common/constants";
import { editTaskSchema, TASK_SCOPES } from "@common/validation";
import { parseChanges } from "@/components/form/edit-changes";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { OptionSelect } from "@/components/form/option-select";
import { StudentSelect } from "@/components/form/student-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useEditTask } from "@/lib/api/edit-task";
import { useT } from "@/lib/i18n/use-t";
import { ScopeField } from "./scope-field";

const formSchema = z.object({
  name: z.string(),
  instructions: z.string(),
  deadline: z.string(),
  category: z.string(),
  assignedTo: z.string(),
  scope: z.enum(TASK_SCOPES),
});
type EditForm = z.infer<typeof formSchema>;

/**
 * An admin's edit of a task: what it says, its deadline and its student; for a task of a plan,
 * 'this task' or 'this and the following ones'. Only the fields changed are sent, checked by the shared
 * schema.
 */
export function TaskEditDialog({ task, students, onClose }: { task: Task; students: User[]; onClose: () => void }) {
  const t = useT();
  const editTask = useEditTask();
  const initial: EditForm = {
    name: task.name,
    instructions: task.instructions,
    deadline: task.deadline,
    category: task.category,
    assignedTo: task.assignedTo,
    scope: "this",
  };
  const {
    register,
    handleSubmit,
    setError,
    changedElsewhere,
    control,
    formState: { errors },
  } = useFreshForm(initial, { resolver: zodResolver(formSchema) });
  const assignedTo = useWatch({ control, name: "assignedTo" });

  const save = (values: EditForm) => {
    const keys = ["name", "instructions", "deadline", "category", "assignedTo"] as const;
    const changes = parseChanges(editTaskSchema, { values, initial, keys, always: { scope: values.scope }, setError });
    if (changes) editTask.mutate({ taskId: task._id, ...changes }, toastOutcome(t("taskEdit.failed"), onClose));
  };

  return (
    <ActionDialog
      title={t("taskEdit.title")}
      formLabel={t("taskEdit.editName", { name: task.name })}
      action={t("common.save")}
      pendingText={t("common.saving")}
      pending={editTask.isPending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <FormField label={t("taskEdit.name")} error={errors.name?.message} changedElsewhere={changedElsewhere("name")}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField
        label={t("taskEdit.instructions")}
        error={errors.instructions?.message}
        changedElsewhere={changedElsewhere("instructions")}
      >
        <Textarea rows={3} autoresize {...register("instructions")} />
      </FormField>
      <FormField
        label={t("taskEdit.deadline")}
        error={errors.deadline?.message}
        changedElsewhere={changedElsewhere("deadline")}
      >
        <Input type="date" min={DATE_MIN} max={DATE_MAX} {...register("deadline")} />
      </FormField>
      <FormField
        label={t("taskEdit.category")}
        error={errors.category?.message}
        changedElsewhere={changedElsewhere("category")}
      >
        <OptionSelect
          options={CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          {...register("category")}
        />
      </FormField>
      <FormField
        label={t("taskEdit.student")}
        error={errors.assignedTo?.message}
        changedElsewhere={changedElsewhere("assignedTo")}
      >
        <StudentSelect students={students} loading={false} chosen={assignedTo} {...register("assignedTo")} />
      </FormField>
      {task.planId && <ScopeField label={t("taskEdit.applyTo")} error={errors.scope?.message} {...register("scope")} />}
    </ActionDialog>
  );
}
