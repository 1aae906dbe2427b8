import type { Language } from "@common/languages";

/** A language's name in itself ("English", "Español"), as a language menu shows it. */
export function languageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
