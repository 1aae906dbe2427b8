import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import type { FieldValues, Path, Resolver } from "react-hook-form";
import type * as z from "zod";
import { MESSAGES } from "@common/messages";
import { useToday } from "./use-today";

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

/**
 * The resolver of a form with a birth date, whose schema depends on today ("not after today"): today follows
 * the clock, and a half-typed birth date is named. Pass the field's `onHalfTypedChange` to its DateInput.
 */
export function useBirthDateResolver<Input extends FieldValues, Output>(
  schemaOf: (today: string) => z.ZodType<Output, Input>,
) {
  const today = useToday();
  const [halfTyped, setHalfTyped] = useState(false);
  const resolver = useMemo(
    () =>
      withHalfTypedDates(zodResolver<Input, unknown, Output>(schemaOf(today)), {
        birthDate: halfTyped,
      } as Partial<Record<Path<Input>, boolean>>),
    [schemaOf, today, halfTyped],
  );
  return { today, resolver, onHalfTypedChange: setHalfTyped };
}
