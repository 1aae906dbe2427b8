import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Plan } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useDeletePlan } from "../api/delete-plan";

const PARTS = [
  { value: "future", label: "Its tasks from today on" },
  { value: "all", label: "The whole plan, every task" },
];

/** A plan deleted in one action: its future part (what was done stays), or the whole of it. */
export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const [part, setPart] = useState<"all" | "future">("future");
  const deletePlan = useDeletePlan();
  return (
    <ActionDialog
      title={`Delete ${plan.name}?`}
      destructive
      action="Delete"
      pendingText="Deleting..."
      pending={deletePlan.isPending}
      onSubmit={() => deletePlan.mutate({ id: plan._id, part }, toastOutcome("Failed to delete the plan", onClose))}
      onClose={onClose}
    >
      <FormField label="What to delete">
        <OptionSelect
          options={PARTS}
          value={part}
          onChange={(event) => setPart(event.target.value as "all" | "future")}
        />
      </FormField>
      <Text fontSize="sm">Its students are told; proofs sent for the deleted tasks go with them.</Text>
    </ActionDialog>
  );
}
