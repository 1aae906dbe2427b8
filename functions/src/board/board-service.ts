/**
 * The class board (issue 18): every active student with their recent progress, and the week's tasks of all of
 * them, in two queries (students + the week's tasks, whatever the class's size or history); and a CSV of a
 * range of deadlines, one row per task.
 */
import { stringify } from "csv-stringify/sync";
import type { Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { TASK_STATE_LABELS, taskState } from "@common/task-state";
import { publicTask } from "../tasks/task-record";
import type { TaskRepository } from "../tasks/task-repository";
import { todayIn } from "../tasks/review-service";
import type { UserRepository } from "../users/user-repository";

export interface BoardDeps {
  users: Pick<UserRepository, "students">;
  tasks: Pick<TaskRepository, "listBetween">;
}

export interface ClassWeek {
  week: string;
  students: User[];
  tasks: Task[];
}

/** The week (Monday to Sunday) of `day`: its active students and the tasks due in it that are theirs. */
export async function classWeek({ users, tasks }: BoardDeps, day: string): Promise<ClassWeek> {
  const week = mondayOf(day);
  const [students, due] = await Promise.all([
    users.students(toCalendarDate(new Date())),
    tasks.listBetween(week, addDays(week, 6)),
  ]);
  const active = students.filter((student) => student.active);
  const ids = new Set(active.map((student) => student._id));
  return { week, students: active, tasks: due.filter((task) => ids.has(task.assignedTo)).map(publicTask) };
}

const CSV_COLUMNS = ["student", "e-mail", "task", "category", "deadline", "status", "submitted at", "verified at"];

/**
 * One row per task due in the range, by deadline then student. Dates are calendar dates: the deadline, the
 * day the proof was sent where the student was, and the day it was verified where the viewer is. A cell that
 * a spreadsheet would run as a formula (starting with =, +, - or @) is written as text.
 */
export async function exportCsv(
  { users, tasks }: BoardDeps,
  range: { from: string; to: string },
  timeZone?: string,
): Promise<string> {
  const [students, due] = await Promise.all([
    users.students(toCalendarDate(new Date())),
    tasks.listBetween(range.from, range.to),
  ]);
  const byId = new Map(students.map((student) => [student._id, student]));
  const rows = due
    .map((task) => ({ task, student: byId.get(task.assignedTo) }))
    .sort(
      (a, b) =>
        a.task.deadline.localeCompare(b.task.deadline) || (a.student?.name ?? "").localeCompare(b.student?.name ?? ""),
    )
    .map(({ task, student }) => [
      student?.name ?? "",
      student?.email ?? "",
      task.name,
      task.category,
      task.deadline,
      TASK_STATE_LABELS[taskState(publicTask(task))],
      task.submittedOn ?? "",
      task.completedAt ? todayIn(timeZone, new Date(task.completedAt)) : "",
    ]);
  return stringify([CSV_COLUMNS, ...rows], { escape_formulas: true, record_delimiter: "windows" });
}
