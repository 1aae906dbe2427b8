import type { Task, User } from "@common/api-types";
import { onTimeRate, skillBalance, streak, summarize } from "@common/progress";
import type { BoardRow } from "./board-table";

/** Each student's row of a week: their figures (from the counts their record keeps) and the week's seven days. */
export function boardRows(
  week: { students: User[]; tasks: Task[] } | undefined,
  days: string[],
  today: string,
): BoardRow[] {
  const byStudent = new Map<string, Task[]>();
  for (const task of week?.tasks ?? []) {
    const theirs = byStudent.get(task.assignedTo);
    if (theirs) theirs.push(task);
    else byStudent.set(task.assignedTo, [task]);
  }
  return (week?.students ?? []).map((student): BoardRow => {
    const tasks = byStudent.get(student._id) ?? [];
    const progress = student.progress ?? {};
    const { rate, due } = onTimeRate(progress, today);
    return {
      student,
      rate,
      due,
      streak: streak(progress, today),
      skills: skillBalance(tasks),
      days: days.map((date) => {
        const ofDay = tasks.filter((task) => task.deadline === date);
        return { date, tasks: ofDay, summary: summarize(ofDay, today) };
      }),
    };
  });
}
