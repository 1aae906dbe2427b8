/** Calendar dates (`YYYY-MM-DD`) are days, not instants: deadlines mean the same day everywhere. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** The calendar date of an instant as seen on this machine's clock and time zone. */
export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real day of the Gregorian calendar written as `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(calendarDate: string, days: number): string {
  const [year, month, day] = calendarDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 for Sunday to 6 for Saturday, as Date.getDay. */
export function weekdayOf(calendarDate: string): number {
  const [year, month, day] = calendarDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday of the Monday-to-Sunday week holding the date (requirements §9: weeks start on Monday). */
export function mondayOf(calendarDate: string): string {
  return addDays(calendarDate, -((weekdayOf(calendarDate) + 6) % 7));
}
