import { planDates, weekdayList, type Repeat } from "@common/plan";
import { formatDate } from "@/lib/dates";

/** "Creates 60 tasks for 12 students: Mon, Wed, Fri until 12/19/2026" (the date as the form's fields write it), or nothing to say yet. */
export function planPreview(students: number, deadline: string, repeat: Repeat | null): string {
  if (students === 0 || !deadline) return "";
  const dates = planDates(deadline, repeat).length;
  const tasks = dates * students;
  const what = `Creates ${tasks} ${tasks === 1 ? "task" : "tasks"} for ${students} ${students === 1 ? "student" : "students"}`;
  return repeat ? `${what}: ${weekdayList(repeat.weekdays)} until ${formatDate(repeat.until, "picker")}` : what;
}
