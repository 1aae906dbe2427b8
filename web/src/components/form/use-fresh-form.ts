import { useEffect, useState } from "react";
import { useForm, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";

/** A form whose every field is one value (a text, a number, a box ticked or not), as the app's forms are. */
export type FlatValues = Record<string, string | number | boolean>;

export interface FreshForm<F extends FlatValues, C, T> extends UseFormReturn<F, C, T> {
  /**
   * Whether the person changed this field and, meanwhile, a fresh answer says another value than the one their
   * change started from: the form keeps theirs, and the field says so.
   */
  changedElsewhere: (name: Path<F> & keyof F) => boolean;
}

const fieldsOf = <F extends FlatValues>(values: F) => Object.keys(values) as (Path<F> & keyof F)[];
const sameValues = <F extends FlatValues>(a: F, b: F) =>
  fieldsOf(a).length === fieldsOf(b).length && fieldsOf(a).every((name) => Object.is(a[name], b[name]));

/**
 * A form prefilled from an answer the app holds (kept on the device, or cached) that may be replaced while it
 * shows: each fresh answer replaces the fields the person has not changed (react-hook-form's `values` with
 * `keepDirtyValues`), and a changed field keeps the person's value, noted when the answer differs from what they
 * started from. A save sends what the form shows.
 */
export function useFreshForm<F extends FlatValues, C = unknown, T = F>(
  fresh: F,
  options: Omit<UseFormProps<F, C, T>, "values" | "defaultValues" | "resetOptions"> = {},
): FreshForm<F, C, T> {
  const form = useForm<F, C, T>({ ...options, values: fresh, resetOptions: { keepDirtyValues: true } });
  const { dirtyFields } = form.formState;
  const isDirty = (name: keyof F) => Boolean((dirtyFields as Partial<Record<keyof F, boolean>>)[name]);
  // The answer the form last took, and the fields whose change it contradicted.
  const [taken, setTaken] = useState(fresh);
  const [elsewhere, setElsewhere] = useState<ReadonlySet<keyof F>>(new Set());

  if (!sameValues(taken, fresh)) {
    const shown = form.getValues();
    setTaken(fresh);
    setElsewhere(
      new Set(
        fieldsOf(fresh).filter(
          (name) =>
            isDirty(name) &&
            !Object.is(shown[name], fresh[name]) &&
            (elsewhere.has(name) || !Object.is(taken[name], fresh[name])),
        ),
      ),
    );
  } else if ([...elsewhere].some((name) => !isDirty(name))) {
    // A field brought back to the answer's value is no longer the person's change: nothing to say any more.
    setElsewhere(new Set([...elsewhere].filter(isDirty)));
  }

  const { resetDefaultValues } = form;
  useEffect(() => {
    // The fields kept as the person's own are dirty only while they differ from the fresh answer, so that a
    // change saved (or made elsewhere too) follows the next answer again.
    resetDefaultValues(taken, { keepIsValid: true });
  }, [resetDefaultValues, taken]);

  return { ...form, changedElsewhere: (name) => elsewhere.has(name) && isDirty(name) };
}
