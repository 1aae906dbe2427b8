/**
 * The date picker's calendar (react-datepicker, which writes with date-fns) in a language the app speaks, from
 * the browser's Intl: month and weekday names, the long date its days are announced by, and the order a date is
 * typed in (MM/dd/yyyy in English, dd/MM/yyyy in Spanish). A new language then needs only its catalogue.
 */
import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { SAMPLE, typedDateOrder } from "./typed-date";
/**
 * date-fns's name widths, as Intl calls them; any other width is the wide one. date-fns's `short` is the calendar's
 * row of weekdays ("Mo", "Tu"), two letters wide: Intl's narrow fits it ("L", "M", "X"), its short ("lun") does not.
 */
const WIDTHS: Record<string, "narrow" | "short" | "long"> = { narrow: "narrow", short: "narrow", abbreviated: "short" };
const DATE_STYLES = ["full", "long", "medium", "short"] as const;

/** Every width of a list of names: the months from January, or the weekdays from Sunday (date-fns's order). */
function namesOf(language: string, count: number, dateOf: (index: number) => Date, field: "month" | "weekday") {
  const list = (width: "narrow" | "short" | "long") => {
    const format = new Intl.DateTimeFormat(language, { [field]: width });
    return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
  };
  const lists = { narrow: list("narrow"), short: list("short"), long: list("long") };
  return (index: number, width?: string) => lists[WIDTHS[width ?? ""] ?? "long"][index] ?? "";
}

/** Text a date-fns pattern writes as it is: quoted where it holds letters, which would be fields otherwise. */
const literal = (value: string) => (/[A-Za-z']/.test(value) ? `'${value.replaceAll("'", "''")}'` : value);

const TOKENS = { day: "dd", month: "MM", year: "yyyy" } as const;

/** The date-fns pattern a date field of `language` shows and reads a typed date by ("dd/MM/yyyy" in Spanish). */
export const typedDateFormat = (language: string): string =>
  typedDateOrder(language)
    .map((part) => (part.type === "literal" ? literal(part.value) : TOKENS[part.type]))
    .join("");

/** A date-fns pattern written as Intl writes `style`, e.g. "EEEE, d 'de' MMMM 'de' y" for Spanish's full date. */
function patternOf(language: string, style: (typeof DATE_STYLES)[number]): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style })
    .formatToParts(SAMPLE)
    .map(({ type, value }) => {
      const numeric = /^\d+$/.test(value);
      if (type === "weekday") return value.length > 3 ? "EEEE" : "EEE";
      if (type === "day") return value.length === 2 ? "dd" : "d";
      if (type === "month" && numeric) return value.length === 2 ? "MM" : "M";
      if (type === "month") return value.length > 3 && !value.endsWith(".") ? "MMMM" : "MMM";
      if (type === "year") return value.length === 2 ? "yy" : "y";
      return literal(value);
    })
    .join("");
}

const locales = new Map<string, Locale>();

/** The calendar's locale for `language`; English is date-fns's own, as the picker always had. */
export function calendarLocale(language: string): Locale {
  if (language === "en") return enUS;
  let locale = locales.get(language);
  if (!locale) {
    const month = namesOf(language, 12, (index) => new Date(2026, index, 1), "month");
    // 4 January 2026 was a Sunday.
    const day = namesOf(language, 7, (index) => new Date(2026, 0, 4 + index), "weekday");
    const patterns = new Map(DATE_STYLES.map((style) => [style as string, patternOf(language, style)]));
    locale = {
      ...enUS,
      code: language,
      localize: {
        ...enUS.localize,
        month: (index, options) => month(index, options?.width),
        day: (index, options) => day(index, options?.width),
      },
      formatLong: {
        ...enUS.formatLong,
        date: (options) => patterns.get(options?.width ?? "full") ?? patterns.get("full") ?? "",
      },
      options: { weekStartsOn: 1, firstWeekContainsDate: 4 },
    };
    locales.set(language, locale);
  }
  return locale;
}
