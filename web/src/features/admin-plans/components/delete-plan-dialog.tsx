import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Plan } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { useDeletePlan } from "../api/delete-plan";

/** A plan deleted in one action: its future part (what was done stays), or the whole of it. */
export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const t = useT();
  const [part, setPart] = useState<"all" | "future">("future");
  const deletePlan = useDeletePlan();
  return (
    <ActionDialog
      title={t("plans.deleteTitle", { name: plan.name })}
      destructive
      action={t("plans.deleteAction")}
      pendingText={t("plans.deleting")}
      pending={deletePlan.isPending}
      onSubmit={() => deletePlan.mutate({ id: plan._id, part }, toastOutcome(t("plans.deleteFailed"), onClose))}
      onClose={onClose}
    >
      <FormField label={t("plans.deleteWhat")}>
        <OptionSelect
          options={[
            { value: "future", label: t("plans.deleteFuture") },
            { value: "all", label: t("plans.deleteAll") },
          ]}
          value={part}
          onChange={(event) => setPart(event.target.value as "all" | "future")}
        />
      </FormField>
      <Text fontSize="sm">{t("plans.deleteNote")}</Text>
    </ActionDialog>
  );
}
