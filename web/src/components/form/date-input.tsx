import { Input, type InputProps } from "@chakra-ui/react";
import type { SyntheticEvent } from "react";
import { DATE_MIN } from "@common/constants";

interface DateInputProps extends Omit<InputProps, "type"> {
  /** Told whether the date is filled in only half way (see useHalfTypedDate), at each key, change and blur. */
  onHalfTypedChange: (halfTyped: boolean) => void;
}

/**
 * A date field (`<input type="date">`, 1900-01-01 at the earliest) that tells a half-typed date from an
 * empty one: both have no value, only `validity.badInput` differs, and a half-typed one fires no input event.
 */
export function DateInput({ onHalfTypedChange, onChange, onBlur, onKeyUp, ...props }: DateInputProps) {
  const check = (event: SyntheticEvent<HTMLInputElement>) => onHalfTypedChange(event.currentTarget.validity.badInput);
  return (
    <Input
      type="date"
      min={DATE_MIN}
      {...props}
      onChange={(event) => {
        check(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        check(event);
        onBlur?.(event);
      }}
      onKeyUp={(event) => {
        check(event);
        onKeyUp?.(event);
      }}
    />
  );
}
