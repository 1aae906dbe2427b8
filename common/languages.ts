/**
 * The languages the app speaks, each with its catalogues (common/locales for the screens and what they share with
 * the API, functions/locales for what only the server writes); English is the source and the fallback.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The first of someone's languages, in their order of preference (a browser's `navigator.languages`, an
 * Accept-Language header), that the app speaks, by its primary subtag ("es-MX" is Spanish); else English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}
