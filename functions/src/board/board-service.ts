/**
 * The class board: every active student with their recent progress, and the week's tasks of all of
 * them, in two queries (students + the week's tasks, whatever the class's size or history); and a CSV of a
 * range of deadlines, one row per task. Either narrowed to a group reads that group's students only.
 */
import type { Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { TASK_STATE_LABELS, taskState } from "@common/task-state";
import type * as CsvStringify from "csv-stringify/sync";
import { onDemand } from "../lib/on-demand";
import { publicTask } from "../tasks/task-record";
import type { TaskRepository } from "../tasks/task-repository";
import type { GroupRepository } from "../groups/group-repository";
import { dayIn } from "../lib/time-zones";
import type { UserRepository } from "../users/user-repository";

export interface BoardDeps {
  users: Pick<UserRepository, "students" | "list" | "findManyById">;
  tasks: Pick<TaskRepository, "listBetween" | "listForStudentsBetween">;
  groups: Pick<GroupRepository, "studentsOf">;
}

export interface ClassWeek {
  week: string;
  students: User[];
  tasks: Task[];
}

/** The week (Monday to Sunday) of `day`: its active students and the tasks due in it that are theirs. */
export async function classWeek(
  { users, tasks, groups }: BoardDeps,
  day: string,
  groupId?: string,
): Promise<ClassWeek> {
  const week = mondayOf(day);
  const members = groupId ? await groups.studentsOf(groupId) : null;
  const [students, due] = await Promise.all([
    members
      ? users.findManyById(members).then((found) => found.filter((user): user is User => user?.role === "student"))
      : users.students(toCalendarDate(new Date())),
    members ? tasks.listForStudentsBetween(members, week, addDays(week, 6)) : tasks.listBetween(week, addDays(week, 6)),
  ]);
  const active = students.filter((student) => student.active);
  const ids = new Set(active.map((student) => student._id));
  return { week, students: active, tasks: due.filter((task) => ids.has(task.assignedTo)).map(publicTask) };
}

const CSV_COLUMNS = ["student", "e-mail", "task", "category", "deadline", "status", "submitted at", "verified at"];

/**
 * One row per task due in the range, by deadline then student (deactivated students' included: their work
 * stays). Dates are calendar dates: the deadline, the day the proof was sent where the student was, and the
 * day it was verified where the viewer is. A cell that a spreadsheet would run as a formula (starting with
 * =, +, - or @) is written as text.
 */
export async function exportCsv(
  { users, tasks, groups }: BoardDeps,
  range: { from: string; to: string },
  timeZone?: string,
  groupId?: string,
): Promise<string> {
  // The viewer's day of each verification: one formatter, and an unknown zone refused before any read.
  const verifiedOn = dayIn(timeZone);
  const members = groupId ? await groups.studentsOf(groupId) : null;
  const [people, due] = await Promise.all([
    users.list(toCalendarDate(new Date())),
    members ? tasks.listForStudentsBetween(members, range.from, range.to) : tasks.listBetween(range.from, range.to),
  ]);
  // Everyone, not only students: a student since made an admin still did these tasks.
  const byId = new Map(people.map((person) => [person._id, person]));
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
      TASK_STATE_LABELS[taskState(task)],
      task.submittedOn ?? "",
      task.completedAt ? verifiedOn(new Date(task.completedAt)) : "",
    ]);
  // Loaded with the first export, not with the function. Every cell quoted: a spreadsheet whose list
  // separator is ";" (French, German…) splits only outside quotes, so no part of a cell can start a formula;
  // a cell that starts with one is written as text too.
  const { stringify } = await onDemand(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see onDemand
    () => require("csv-stringify/sync") as typeof CsvStringify,
    () => import("csv-stringify/sync"),
  );
  return stringify([CSV_COLUMNS, ...rows], { escape_formulas: true, quoted: true, record_delimiter: "windows" });
}
