import { Input, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "@common/zod";
import type { Plan } from "@common/api-types";
import { CATEGORIES } from "@common/constants";
import { editPlanSchema } from "@common/validation";
import { parseChanges } from "@/components/form/edit-changes";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { OptionSelect } from "@/components/form/option-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useToday } from "@/lib/use-today";
import { useEditPlan } from "../api/edit-plan";

const formSchema = z.object({ name: z.string(), instructions: z.string(), category: z.string(), from: z.string() });
type EditForm = z.infer<typeof formSchema>;

/** What a whole plan's tasks say, changed for every one of its students from a day on (today by default). */
export function EditPlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const t = useT();
  const editPlan = useEditPlan();
  const today = useToday();
  const initial: EditForm = {
    name: plan.name,
    instructions: plan.instructions,
    category: plan.category,
    from: plan.from > today ? plan.from : today,
  };
  const {
    register,
    handleSubmit,
    setError,
    changedElsewhere,
    formState: { errors },
  } = useFreshForm(initial, { resolver: zodResolver(formSchema) });

  const save = (values: EditForm) => {
    const keys = ["name", "instructions", "category"] as const;
    const changes = parseChanges(editPlanSchema, { values, initial, keys, always: { from: values.from }, setError });
    if (changes) editPlan.mutate({ id: plan._id, ...changes }, toastOutcome(t("plans.editFailed"), onClose));
  };

  return (
    <ActionDialog
      title={t("plans.edit")}
      formLabel={t("plans.editFormLabel", { name: plan.name })}
      action={t("common.save")}
      pendingText={t("common.saving")}
      pending={editPlan.isPending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t("plans.editNote")}
      </Text>
      <FormField
        label={t("createTask.taskName")}
        error={errors.name?.message}
        changedElsewhere={changedElsewhere("name")}
      >
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField
        label={t("createTask.instructions")}
        error={errors.instructions?.message}
        changedElsewhere={changedElsewhere("instructions")}
      >
        <Textarea rows={3} autoresize {...register("instructions")} />
      </FormField>
      <FormField
        label={t("createTask.category")}
        error={errors.category?.message}
        changedElsewhere={changedElsewhere("category")}
      >
        <OptionSelect
          options={CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          {...register("category")}
        />
      </FormField>
      <FormField label={t("plans.from")} error={errors.from?.message} changedElsewhere={changedElsewhere("from")}>
        <Input type="date" min={plan.from} max={plan.until} {...register("from")} />
      </FormField>
    </ActionDialog>
  );
}
