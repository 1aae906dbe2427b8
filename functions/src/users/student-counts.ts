/**
 * The counts a student's record carries (written by the tasks' module with every change to their tasks, see
 * tasks/task-record.ts), and how the API reads them: open and overdue tasks for the Users page, and the recent
 * days' progress for streaks and on-time rates.
 */
import { addDays } from "@common/calendar-date";
import { PROGRESS_DAYS, type DayProgress } from "@common/progress";

/** A stored record read field by field (a user's document, as the repositories hand it over). */
type StoredRecord = { get(field: string): unknown };

/** Pending tasks per deadline date. */
export const OPEN_COUNTS_FIELD = "openByDeadline";
/** All tasks per deadline date, and those done on time. */
export const DUE_COUNTS_FIELD = "dueByDay";
export const ON_TIME_COUNTS_FIELD = "onTimeByDay";

const numbers = (snapshot: StoredRecord, field: string) =>
  Object.entries((snapshot.get(field) ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );

/** Open tasks, and those of them overdue (due before `today`). */
export function openTasksOf(snapshot: StoredRecord, today: string): { openTasks: number; overdueTasks: number } {
  let openTasks = 0;
  let overdueTasks = 0;
  for (const [deadline, count] of numbers(snapshot, OPEN_COUNTS_FIELD)) {
    if (count <= 0) continue;
    openTasks += count;
    if (deadline < today) overdueTasks += count;
  }
  return { openTasks, overdueTasks };
}

/**
 * The recent days' progress as the API sends it: the days no screen looks past, and the days to come (a year's
 * plan would send every one of them with each student), are left out; tomorrow stays, for a viewer already
 * there.
 */
export function progressOf(snapshot: StoredRecord, today: string): DayProgress {
  const onTime = new Map(numbers(snapshot, ON_TIME_COUNTS_FIELD));
  const oldest = addDays(today, -(PROGRESS_DAYS + 1));
  const latest = addDays(today, 1);
  const progress: Record<string, readonly [number, number]> = {};
  for (const [date, due] of numbers(snapshot, DUE_COUNTS_FIELD)) {
    if (date >= oldest && date <= latest && due > 0) progress[date] = [due, onTime.get(date) ?? 0];
  }
  return progress;
}
