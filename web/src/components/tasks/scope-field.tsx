import type { ComponentProps } from "react";
import { TASK_SCOPES } from "@common/validation";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { useT } from "@/lib/i18n/use-t";

type ScopeFieldProps = Omit<ComponentProps<typeof OptionSelect>, "options"> & { label: string; error?: string };

/** For a task of a plan: whether a change applies to 'this task' or 'this and the following ones'. */
export function ScopeField({ label, error, ...select }: ScopeFieldProps) {
  const t = useT();
  const options = TASK_SCOPES.map((scope) => ({ value: scope, label: t(`taskEdit.scope.${scope}`) }));
  return (
    <FormField label={label} error={error}>
      <OptionSelect options={options} {...select} />
    </FormField>
  );
}
