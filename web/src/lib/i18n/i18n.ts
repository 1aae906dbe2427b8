import type { Messages } from "@lingui/core";
import type en from "@common/locales/en.json";
import { isLanguage, pickLanguage, SOURCE_LANGUAGE, type Language } from "@common/languages";
import type * as Runtime from "./runtime";

/** A message of the catalogues: English's keys are every language's (a test fails on one missing or unused). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** Each language's catalogue, compiled at build time and downloaded on demand: only the one shown is fetched. */
const catalogues = import.meta.glob<Messages>("./*.json", {
  base: "../../../../common/locales",
  query: "?lingui",
  import: "messages",
});
const catalogueOf = (language: Language) => catalogues[`./${language}.json`];

/** The language this device last showed (the signed-in person's, once known); not personal, so kept at logout. */
const DEVICE_LANGUAGE = "task-planner:language";

/** The device's language: the one it last showed, else the first of the browser's that the app speaks. */
export function deviceLanguage(): Language {
  const kept = readDeviceLanguage();
  if (isLanguage(kept)) return kept;
  return pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

function readDeviceLanguage(): string | null {
  try {
    return localStorage.getItem(DEVICE_LANGUAGE);
  } catch {
    return null;
  }
}

/** "rtl" for a language written right to left (Arabic, Hebrew…), as the browser's Intl knows it. */
function directionOf(language: string): "ltr" | "rtl" {
  // getTextInfo() in today's browsers; the older textInfo property in some (and in Node 20).
  type TextInfo = { direction?: string };
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === "rtl" ? "rtl" : "ltr";
}

let runtime: typeof Runtime | undefined;
let shown: Language | undefined;
let wanted: Language | undefined;
const listeners = new Set<() => void>();

/**
 * Shows the app in `language`: its catalogue (and, the first time, the runtime) fetched, then every screen
 * redrawn in it. When two are asked for in a row (the device's, then the signed-in person's), the later wins
 * whichever arrives first.
 */
export async function showLanguage(language: Language): Promise<void> {
  wanted = language;
  if (shown === language) return;
  const load = catalogueOf(language);
  if (!load) throw new Error(`No catalogue for the language ${language}`);
  const [loaded, messages] = await Promise.all([import("./runtime"), load()]);
  if (wanted !== language) return;
  runtime = loaded;
  runtime.activate(language, messages);
  shown = language;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  try {
    localStorage.setItem(DEVICE_LANGUAGE, language);
  } catch {
    // Private modes may refuse storage: the next open starts from the browser's language.
  }
  listeners.forEach((listener) => listener());
}

/** The language shown now (English until a catalogue has come). */
export const shownLanguage = (): Language => shown ?? SOURCE_LANGUAGE;

/** For React: told when the language shown changes. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A message in the language shown, for code outside components (toasts of a mutation, a confirm prompt). */
export const t = (id: MessageId, values?: MessageValues): string => (runtime ? runtime.translate(id, values) : id);
