import { preloadOnIntent } from "@/lib/lazy-named";

/** Create Task's validation chunk (./validation.ts), loaded once. */
export const loadValidation = () => import("./validation");

/** Starts loading it when the admin reaches for the form; a failed download shows when the form is checked. */
export const validationOnIntent = preloadOnIntent({ preload: loadValidation });
