/**
 * Create Task's validation (zod and the schemas of common/validation.ts), loaded apart from the screen: zod
 * builds its schemas when the module is evaluated, about 40 ms of a phone's main thread at 4× slowdown that
 * the form's first paint need not wait for. The screen loads it when the pointer or the focus reaches the
 * form, and at the latest when the form is checked.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { createTaskSchema, fieldErrors, templateSchema } from "@common/validation";

export const createTaskResolver = zodResolver(createTaskSchema);
export { fieldErrors, templateSchema };
