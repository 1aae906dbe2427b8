import { planDates, type Repeat } from "@common/plan";
import { formatDate } from "@/lib/dates";
import { t } from "@/lib/i18n/i18n";
import { weekdayList } from "@/lib/weekdays";

/** "Creates 60 tasks for 12 students: Mon, Wed, Fri until 12/19/2026" (the date as the form's fields write it), or nothing to say yet. */
export function planPreview(students: number, deadline: string, repeat: Repeat | null): string {
  if (students === 0 || !deadline) return "";
  const tasks = planDates(deadline, repeat).length * students;
  if (!repeat) return t("createTask.preview", { tasks, students });
  const weekdays = weekdayList(repeat.weekdays);
  return t("createTask.previewRepeat", { tasks, students, weekdays, until: formatDate(repeat.until, "picker") });
}
