/**
 * How the app writes dates, the one place that builds them: calendar-date arithmetic lives in
 * common/calendar-date.ts; writing one is `formatDate(value, format)` with one of the named formats below.
 * Each place names the format of what stands next to it: the week's screens (dashboard, class board) write
 * day before month, as requirements §2's week range does; Create Task and Plans write dates as the date fields show
 * them (requirements §2's MM/dd/yyyy in English, each other language's own order); the admin's lists (Verify, the
 * review inbox) follow the viewer's locale as Verify's headings do (requirements §2), one cached Intl formatter per
 * format.
 */
import dayjs from "dayjs";
import { isCalendarDate } from "@common/calendar-date";
import { shownLanguage } from "@/lib/i18n/i18n";

const PATTERNS = {
  /** "Monday" */
  weekday: "dddd",
  /** "23 Nov" */
  dayMonth: "D MMM",
  /** "November 2026" */
  monthYear: "MMMM YYYY",
  /** "Monday, 23 November 2026" */
  longDay: "dddd, D MMMM YYYY",
  /** "23/11/2026": requirements §2's d/m/y week range */
  dayMonthYear: "D/M/YYYY",
  /** "11/23/2026": requirements §2's MM/dd/yyyy, as the date fields show a date in English */
  picker: "MM/DD/YYYY",
} as const;

const LOCALE_STYLES = {
  /** "Nov 23, 2026" in en-US */
  medium: { dateStyle: "medium" },
  /** "Monday, November 23, 2026" in en-US */
  full: { dateStyle: "full" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date in digits as a language types and reads one ("01/12/2026" for 1 December in Spanish), in the digits a
 * date field takes.
 */
export const DIGITS_DATE = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  numberingSystem: "latn",
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * The same formats in a language other than English, as that language writes them ("lunes", "23 nov",
 * "noviembre de 2026", and the date fields' "01/12/2026").
 */
const LANGUAGE_STYLES = {
  weekday: { weekday: "long" },
  dayMonth: { day: "numeric", month: "short" },
  monthYear: { month: "long", year: "numeric" },
  longDay: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  dayMonthYear: { day: "numeric", month: "numeric", year: "numeric" },
  picker: DIGITS_DATE,
} as const satisfies Record<keyof typeof PATTERNS, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof PATTERNS | keyof typeof LOCALE_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** English follows the viewer's own locale for the locale styles, as it always has; another language its own. */
function formatterFor(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = shownLanguage();
  const cacheKey = `${language}:${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === "en" ? undefined : language, options);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** A date written in the language shown, with a capital as a title or a card starts ("Lunes", not "lunes"). */
function inLanguage(format: keyof typeof LANGUAGE_STYLES, value: string): string {
  const written = formatterFor(format, LANGUAGE_STYLES[format]).format(calendarDateToLocal(value));
  return written.charAt(0).toLocaleUpperCase(shownLanguage()) + written.slice(1);
}

/** The local-midnight Date of a calendar date `YYYY-MM-DD`: the same day in every time zone. */
export function calendarDateToLocal(value: string): Date {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A calendar date written in one of the app's formats, never shifted by a time zone. */
export function formatDate(value: string, format: DateFormat): string {
  if (!isCalendarDate(value)) return value;
  if (format in LANGUAGE_STYLES && shownLanguage() !== "en") {
    return inLanguage(format as keyof typeof LANGUAGE_STYLES, value);
  }
  if (format in PATTERNS) return dayjs(value).format(PATTERNS[format as keyof typeof PATTERNS]);
  return formatterFor(format, LOCALE_STYLES[format as keyof typeof LOCALE_STYLES]).format(calendarDateToLocal(value));
}

/** An instant (ISO 8601) as the viewer's locale writes a date and time, in the viewer's time zone. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : formatterFor("instant", { dateStyle: "medium", timeStyle: "short" }).format(date);
}
