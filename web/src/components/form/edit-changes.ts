/** What an edit dialog sends: only the fields the person changed, checked by the shared schema. */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type * as z from "@common/zod";

/**
 * The fields among `keys` whose values differ from `initial`, with `always` (what every edit names, such as its
 * scope), parsed by `schema`; on refusal its issues are put on the form's fields (the first field when an issue
 * names none) and the result is null.
 */
export function parseChanges<Form extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  {
    values,
    initial,
    keys,
    always,
    setError,
  }: {
    values: Form;
    initial: Form;
    keys: readonly (keyof Form & string)[];
    always: Partial<Form>;
    setError: UseFormSetError<Form>;
  },
): Output | null {
  const changes = Object.fromEntries(
    keys.filter((key) => values[key] !== initial[key]).map((key) => [key, values[key]]),
  );
  const parsed = schema.safeParse({ ...changes, ...always });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    setError(String(issue.path[0] ?? keys[0]) as Path<Form>, { message: issue.message });
  }
  return null;
}
