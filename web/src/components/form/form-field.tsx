import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { validationText } from "@/lib/i18n/validation-text";

interface FormFieldProps {
  label: string;
  /** The field's message (requirements §5), shown under it; the field is marked invalid while there is one. */
  error?: string;
  /** A line under the field that says what it is for. */
  hint?: string;
  children: ReactNode;
}

/** One labelled field with its error, as every form of the app writes it (Chakra's Field). */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      {/* A label that holds an address (Type …@…) breaks anywhere rather than run past a phone's screen. */}
      <Field.Label overflowWrap="anywhere">{label}</Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error && validationText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
