import { Field, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";

interface FormFieldProps {
  label: string;
  /** The field's message (requirements §5), shown under it; the field is marked invalid while there is one. */
  error?: string;
  /** A line under the field that says what it is for. */
  hint?: string;
  /** The person changed the field and it changed elsewhere meanwhile (see useFreshForm): said under it. */
  changedElsewhere?: boolean;
  children: ReactNode;
}

/** One labelled field with its error, as every form of the app writes it (Chakra's Field). */
export function FormField({ label, error, hint, changedElsewhere = false, children }: FormFieldProps) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      {/* A label that holds an address (Type …@…) breaks anywhere rather than run past a phone's screen. */}
      <Field.Label overflowWrap="anywhere">{label}</Field.Label>
      {children}
      {/* One helper text, which the field names as its description, so that the note is read with the field. */}
      {(hint || changedElsewhere) && (
        <Field.HelperText>
          {hint}
          {changedElsewhere && (
            <Text as="span" display="block" color="orange.fg" fontWeight="medium">
              {t("form.changedElsewhere")}
            </Text>
          )}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error && validationText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
