/**
 * Progress at a glance: what counts as done on time, a student's streak and on-time rate, and a
 * day's or a week's summary. The rules live here once, for the dashboard, the class board and the API.
 *
 * A deadline is a calendar date: a task is on time when its proof was sent by the end of that date where the
 * student was (the server stores that day, `submittedOn`, with each proof) and the proof stands (it awaits
 * review or was verified; one sent back does not count), or when the admin verified it without a proof.
 */
import type { DayProgress, Task } from "./api-types";
import { addDays } from "./calendar-date";
import { CATEGORIES, type Category } from "./constants";
import { taskState, type TaskState } from "./task-state";

/** How far back the counts reach: a streak longer than this shows as "56+ days". */
export const PROGRESS_DAYS = 56;
/** The on-time rate looks at the four weeks before today. */
export const ON_TIME_DAYS = 28;

export interface OnTimeFacts {
  status: Task["status"];
  deadline: string;
  /** Whether the task has a current proof. */
  hasProof: boolean;
  /** The student's calendar day when the current (or verified) proof was sent, if there is one. */
  submittedOn: string | null;
}

export function isOnTime({ status, deadline, hasProof, submittedOn }: OnTimeFacts): boolean {
  if (status === "completed") return submittedOn === null || submittedOn <= deadline;
  return hasProof && submittedOn !== null && submittedOn <= deadline;
}

/**
 * Consecutive days, back from today, on which every task due was done on time. Days without tasks neither
 * break nor lengthen it; today counts once its tasks are all done, and does not break it before it ends. When
 * it reaches back to the oldest day the counts keep and that day had tasks, it may be longer still: "at least".
 */
export function streak(progress: DayProgress, today: string): { days: number; atLeast: boolean } {
  let days = 0;
  const [dueToday = 0, onTimeToday = 0] = progress[today] ?? [];
  if (dueToday > 0 && onTimeToday >= dueToday) days += 1;
  for (let back = 1; back <= PROGRESS_DAYS; back += 1) {
    const [due = 0, onTime = 0] = progress[addDays(today, -back)] ?? [];
    if (due === 0) continue;
    if (onTime < due) return { days, atLeast: false };
    days += 1;
  }
  const [oldestDue = 0] = progress[addDays(today, -PROGRESS_DAYS)] ?? [];
  return { days, atLeast: oldestDue > 0 };
}

/** The share of tasks due in the four weeks before today that were done on time; null when none was due. */
export function onTimeRate(progress: DayProgress, today: string): { due: number; onTime: number; rate: number | null } {
  let due = 0;
  let onTime = 0;
  for (let back = 1; back <= ON_TIME_DAYS; back += 1) {
    const [dayDue = 0, dayOnTime = 0] = progress[addDays(today, -back)] ?? [];
    due += dayDue;
    onTime += Math.min(dayOnTime, dayDue);
  }
  return { due, onTime, rate: due === 0 ? null : onTime / due };
}

/** What a day card or a board cell shows: its tasks by state, and how many are overdue. */
export interface DaySummary {
  total: number;
  counts: Record<TaskState, number>;
  overdue: number;
}

/** A task is overdue when its day has ended (in the viewer's today) and it still waits for a proof. */
export const isOverdue = (task: Pick<Task, "status" | "proofUrl" | "redoReason" | "deadline">, today: string) =>
  task.deadline < today && ["awaiting_proof", "needs_redo"].includes(taskState(task));

export function summarize(tasks: Task[], today: string): DaySummary {
  const counts: Record<TaskState, number> = { verified: 0, awaiting_review: 0, needs_redo: 0, awaiting_proof: 0 };
  let overdue = 0;
  for (const task of tasks) {
    counts[taskState(task)] += 1;
    if (isOverdue(task, today)) overdue += 1;
  }
  return { total: tasks.length, counts, overdue };
}

const SUMMARY_STATES = ["verified", "awaiting_review", "needs_redo", "awaiting_proof"] as const satisfies TaskState[];

/** The words of a day's summary, as the message catalogues name them. */
export type SummaryWord = `progress.${(typeof SUMMARY_STATES)[number] | "nothingDue" | "overdue"}`;

/** "2 done, 1 awaiting review, 1 to do (1 overdue)": the text equivalent of the marks, in `say`'s language. */
export function summaryText(
  { total, counts, overdue }: DaySummary,
  say: (word: SummaryWord, values?: { count: number }) => string,
): string {
  if (total === 0) return say("progress.nothingDue");
  const parts = SUMMARY_STATES.filter((state) => counts[state] > 0).map((state) =>
    say(`progress.${state}`, { count: counts[state] }),
  );
  return `${parts.join(", ")}${overdue > 0 ? ` ${say("progress.overdue", { count: overdue })}` : ""}`;
}

/** Per category with tasks, in the categories' order: tasks assigned and done (verified) — the skill balance. */
export function skillBalance(tasks: Task[]): { category: Category; assigned: number; done: number }[] {
  return CATEGORIES.map((category) => {
    const ofCategory = tasks.filter((task) => task.category === category);
    return {
      category,
      assigned: ofCategory.length,
      done: ofCategory.filter((task) => task.status === "completed").length,
    };
  }).filter((skill) => skill.assigned > 0);
}
