import type { ComponentProps } from "react";
import { TASK_SCOPES, type TaskScope } from "@common/validation";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";

const SCOPE_LABELS: Record<TaskScope, string> = {
  this: "This task",
  following: "This and the following ones",
};
const SCOPE_OPTIONS = TASK_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }));

type ScopeFieldProps = Omit<ComponentProps<typeof OptionSelect>, "options"> & { label: string; error?: string };

/** For a task of a plan: whether a change applies to 'this task' or 'this and the following ones'. */
export function ScopeField({ label, error, ...select }: ScopeFieldProps) {
  return (
    <FormField label={label} error={error}>
      <OptionSelect options={SCOPE_OPTIONS} {...select} />
    </FormField>
  );
}
