import { NativeSelect } from "@chakra-ui/react";
import type { ComponentProps } from "react";

interface OptionSelectProps extends ComponentProps<typeof NativeSelect.Field> {
  /** Each choice's value and what it reads (the value itself when no label is given). */
  options: readonly (string | { value: string; label: string })[];
  disabled?: boolean;
}

/** A native select of fixed choices (category, role, scope); the rest of the props go to the <select>. */
export function OptionSelect({ options, disabled, ...props }: OptionSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...props}>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
