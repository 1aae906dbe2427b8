import { useState, type SyntheticEvent } from "react";
import type { FieldValues, Path, Resolver } from "react-hook-form";
import { MESSAGES } from "@common/messages";

/**
 * A date input filled in half way ("12/" of "12/31/2004") has no value, exactly like an empty one: only its
 * `validity.badInput` tells them apart, and it fires no input event while half typed. `check` goes on the
 * input's key, change and blur events; `halfTyped` says what it last saw.
 */
export function useHalfTypedDate() {
  const [halfTyped, setHalfTyped] = useState(false);
  const check = (event: SyntheticEvent<HTMLInputElement>) => setHalfTyped(event.currentTarget.validity.badInput);
  return { halfTyped, check };
}

/**
 * Wraps a form's resolver so that a half-typed date field gets 'Please enter a valid date' together with
 * the other fields' messages, instead of being saved as no date.
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
