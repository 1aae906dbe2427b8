import type { FieldValues, Path, Resolver } from "react-hook-form";
import { MESSAGES } from "@common/messages";

/**
 * Wraps a form's resolver so that a half-typed date field (see DateInput) gets 'Please enter a valid date'
 * together with the other fields' messages, instead of being saved as no date.
 */
export function withHalfTypedDates<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  halfTyped: Partial<Record<Path<T>, boolean>>,
): Resolver<T, C, O> {
  const fields = Object.entries(halfTyped).filter(([, isHalfTyped]) => isHalfTyped);
  if (fields.length === 0) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name] of fields) errors[name] = { type: "validate", message: MESSAGES.dateInvalid };
    return { values: {}, errors } as Awaited<ReturnType<Resolver<T, C, O>>>;
  };
}
