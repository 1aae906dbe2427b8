/**
 * Plans: one Create Task request for many students, optionally repeated on chosen weekdays until an end
 * date. The dates are worked out here, once, for the form's preview and the API alike.
 */
import { addDays, weekdayOf } from "./calendar-date";

/** ISO weekdays, Monday first (requirements §9: weeks start on Monday). */
export const WEEKDAYS = [
  { value: 1, short: "Mon" },
  { value: 2, short: "Tue" },
  { value: 3, short: "Wed" },
  { value: 4, short: "Thu" },
  { value: 5, short: "Fri" },
  { value: 6, short: "Sat" },
  { value: 7, short: "Sun" },
] as const;

/** A repetition may run at most a year past the first deadline. */
export const MAX_PLAN_DAYS = 366;
/** The most tasks one request creates (a term for a class: 30 students × 5 days × 12 weeks is 1,800). */
export const MAX_TASKS_PER_REQUEST = 5000;
/** The most students one request assigns to. */
export const MAX_ASSIGNEES = 500;

export interface Repeat {
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  weekdays: number[];
  /** The last day a task may be due, `YYYY-MM-DD`. */
  until: string;
}

export const isoWeekdayOf = (date: string) => ((weekdayOf(date) + 6) % 7) + 1;

/** The deadlines a request creates: the deadline alone, or every chosen weekday from it to `until`. */
export function planDates(deadline: string, repeat?: Repeat | null): string[] {
  if (!repeat) return [deadline];
  const chosen = new Set(repeat.weekdays);
  const dates: string[] = [];
  for (let day = deadline; day <= repeat.until && dates.length <= MAX_PLAN_DAYS; day = addDays(day, 1)) {
    if (chosen.has(isoWeekdayOf(day))) dates.push(day);
  }
  return dates;
}

/** "Mon, Wed, Fri" for the chosen weekdays, in week order. */
export const weekdayList = (weekdays: number[]) =>
  WEEKDAYS.filter((day) => weekdays.includes(day.value))
    .map((day) => day.short)
    .join(", ");
