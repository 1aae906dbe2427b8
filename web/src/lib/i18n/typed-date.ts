/**
 * The order in which a language types a date, without the calendar's code: the date field shows a date so while
 * its calendar (react-datepicker, date-fns) is still on its way, exactly as the calendar will.
 */
import { DIGITS_DATE } from "@/lib/dates";

/** Monday 5 January 2026: any date does, as long as its day and month are one digit. */
export const SAMPLE = new Date(2026, 0, 5);

/** One part of a typed date: the day, the month or the year, or what stands between them. */
export type TypedDatePart = { type: "day" | "month" | "year" } | { type: "literal"; value: string };

/** Requirements §2's MM/dd/yyyy. */
const ENGLISH_ORDER: TypedDatePart[] = [
  { type: "month" },
  { type: "literal", value: "/" },
  { type: "day" },
  { type: "literal", value: "/" },
  { type: "year" },
];

/**
 * The order in which `language` types a date and what it writes between the parts (day/month/year in Spanish,
 * day.month.year in German), from the browser's Intl, so that a new language needs no code; English keeps the spec's.
 */
export function typedDateOrder(language: string): TypedDatePart[] {
  if (language === "en") return ENGLISH_ORDER;
  return new Intl.DateTimeFormat(language, DIGITS_DATE)
    .formatToParts(SAMPLE)
    .map(({ type, value }): TypedDatePart =>
      type === "day" || type === "month" || type === "year" ? { type } : { type: "literal", value },
    );
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `date` as a date field of `language` shows it ("11/04/2026" in English, "04/11/2026" in Spanish). */
export function typedDate(language: string, date: Date): string {
  const parts = { day: pad(date.getDate()), month: pad(date.getMonth() + 1), year: String(date.getFullYear()) };
  return typedDateOrder(language)
    .map((part) => (part.type === "literal" ? part.value : parts[part.type]))
    .join("");
}
