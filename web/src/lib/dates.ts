import dayjs from "dayjs";
import { isCalendarDate } from "@common/calendar-date";

/** The local-midnight Date of a calendar date `YYYY-MM-DD`: the same day in every time zone. */
export function calendarDateToLocal(value: string): Date {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

// Creating a formatter costs far more than using one (toLocaleDateString creates one per call), and a
// dashboard formats some sixty dates on every render: one formatter per set of options, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date as the viewer's locale writes it, never shifted by a time zone. */
export function formatCalendarDate(value: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return isCalendarDate(value) ? formatterFor(options).format(calendarDateToLocal(value)) : value;
}

/** An instant (ISO 8601) as the viewer's locale writes a date and time, in the viewer's time zone. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatterFor({ dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * A calendar date in a fixed English pattern of dayjs tokens ("dddd, D MMMM YYYY"), as the dashboard
 * writes its days beside the week's d/m/y range. No Intl formatter is made: creating the first ones costs
 * a phone some 120 ms, which the student's week would otherwise wait for.
 */
export function formatCalendarDay(value: string, pattern: string): string {
  return isCalendarDate(value) ? dayjs(value).format(pattern) : value;
}
