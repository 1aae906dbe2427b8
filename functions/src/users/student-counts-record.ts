/**
 * The counts a student's record carries, how the API reads them (open and overdue tasks for the Users page, the
 * recent days' progress for streaks and on-time rates), and how the tasks' repositories write them, in the same
 * write as each change to the student's tasks (the changes themselves are counted in tasks/task-record.ts).
 */
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { addDays } from "@common/calendar-date";
import type { DayProgress } from "@common/api-types";
import { PROGRESS_DAYS } from "@common/progress";

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

/**
 * Every student's tasks are counted per deadline date on their user document, in the same write as each
 * change, so that no screen reads a student's history to show their progress: `openByDeadline` (pending tasks:
 * the Users page's open and overdue counts), `dueByDay` and `onTimeByDay` (all tasks, and those done on time:
 * streaks and on-time rates).
 */
export const COUNT_FIELDS = { open: OPEN_COUNTS_FIELD, due: DUE_COUNTS_FIELD, onTime: ON_TIME_COUNTS_FIELD } as const;
export type CountKind = keyof typeof COUNT_FIELDS;

/** The first day whose progress counts a student's record keeps, `today` being the day it is written. */
export const oldestCountKept = (today: string) => addDays(today, -(PROGRESS_DAYS + 2));

/**
 * Whether a student's record keeps a count: one above 0, and for the progress counts one no older than
 * `oldest` (no screen looks further back); open tasks are counted whatever their deadline.
 */
export const keepsCount = (kind: CountKind, date: string, count: number, oldest: string) =>
  count > 0 && (kind === "open" || date >= oldest);

/** Per date, what a change adds to each count (negative: takes away). */
export type CountChanges = Map<string, Record<CountKind, number>>;

export type Writer = Transaction | WriteBatch;

/**
 * Adds the changes to the student's counts without reading them: new tasks, proofs and reviews (many at once
 * for one student, which must not wait on each other's locks). A date brought to 0 here stays until
 * applyCounts, which plans, edits and deletions use, tidies the record.
 */
export function countTasks(writer: Writer, student: DocumentReference, changes: CountChanges): void {
  const pairs: unknown[] = [];
  for (const [date, change] of changes) {
    for (const kind of Object.keys(COUNT_FIELDS) as CountKind[]) {
      if (change[kind] !== 0) pairs.push(new FieldPath(COUNT_FIELDS[kind], date), FieldValue.increment(change[kind]));
    }
  }
  if (pairs.length === 0) return;
  const [field, value, ...rest] = pairs;
  (writer as WriteBatch).update(student, field as FieldPath, value, ...rest);
}

/**
 * In a transaction that read the student's record: writes their new counts exactly, drops every date at 0, and
 * drops the progress counts older than PROGRESS_DAYS (no screen looks further back), so the record stays
 * small whatever edits move tasks around and however long the student has been here: it is read on every
 * request of theirs.
 */
export function applyCounts(transaction: Transaction, student: DocumentSnapshot, changes: CountChanges, today: string) {
  const oldest = oldestCountKept(today);
  const pairs: unknown[] = [];
  for (const kind of Object.keys(COUNT_FIELDS) as CountKind[]) {
    const current = (student.get(COUNT_FIELDS[kind]) ?? {}) as Record<string, unknown>;
    const dates = new Set([...Object.keys(current), ...changes.keys()]);
    for (const date of dates) {
      const before = typeof current[date] === "number" ? (current[date] as number) : 0;
      const after = before + (changes.get(date)?.[kind] ?? 0);
      if (keepsCount(kind, date, after, oldest)) {
        if (after !== before) pairs.push(new FieldPath(COUNT_FIELDS[kind], date), after);
      } else if (date in current) {
        pairs.push(new FieldPath(COUNT_FIELDS[kind], date), FieldValue.delete());
      }
    }
  }
  if (pairs.length === 0) return;
  const [field, value, ...rest] = pairs;
  transaction.update(student.ref, field as FieldPath, value, ...rest);
}

/** The user's record, read in the transaction; null when the account is gone. */
export async function readUser(transaction: Transaction, user: DocumentReference) {
  const snapshot = await transaction.get(user);
  return snapshot.exists ? snapshot : null;
}
