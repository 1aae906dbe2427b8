import { isCalendarDate } from "@common/calendar-date";

/** The local-midnight Date of a calendar date `YYYY-MM-DD`: the same day in every time zone. */
export function calendarDateToLocal(value: string): Date {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A calendar date as the viewer's locale writes it, never shifted by a time zone. */
export function formatCalendarDate(value: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return isCalendarDate(value) ? calendarDateToLocal(value).toLocaleDateString(undefined, options) : value;
}
