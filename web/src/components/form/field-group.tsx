import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { validationText } from "@/lib/i18n/validation-text";

/** A labelled group of controls (checkboxes) with its error, worded as FormField words one: a fieldset whose legend names it. */
export function FieldGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="2" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Text>
      {children}
      {error && (
        <Text color="fg.error" fontSize="xs" role="alert">
          {validationText(error)}
        </Text>
      )}
    </Stack>
  );
}
