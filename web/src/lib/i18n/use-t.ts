import { useSyncExternalStore } from "react";
import { onLanguageChange, shownLanguage, t } from "./i18n";

/** The language shown; the component draws again when it changes. */
export const useShownLanguage = () => useSyncExternalStore(onLanguageChange, shownLanguage);

/** The messages of the language shown; the component draws again when the language changes. */
export function useT() {
  useShownLanguage();
  return t;
}
