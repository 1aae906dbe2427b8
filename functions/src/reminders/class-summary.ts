/**
 * The supervisor's morning summary (issue 35): proofs awaiting review (how many, how long the oldest has
 * waited), the students falling behind, and how many tasks the class has due today. The digest sends it once a
 * day; the top of /admin shows it whenever it is opened.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { ClassSummary } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { onTimeRate } from "@common/progress";
import { DUE_COUNTS_FIELD, openTasksOf, progressOf } from "../users/student-counts";

/** Below this share of tasks done on time in the last four weeks a student is behind, unless the admin chose. */
export const DEFAULT_BEHIND_BELOW = 80;

/**
 * The class as of the viewer's `today`: reads every active student's record (their counts live there), one count
 * of the review queue and its oldest entry. A student is behind with any overdue task, or an on-time rate under
 * `behindBelow` percent; the most overdue come first.
 */
export async function classSummary(db: Firestore, today: string, behindBelow: number): Promise<ClassSummary> {
  const tasks = db.collection(COLLECTIONS.tasks);
  const awaiting = tasks.where("awaitingReview", "==", true);
  const [students, count, oldest] = await Promise.all([
    db.collection(COLLECTIONS.users).where("role", "==", "student").get(),
    awaiting.count().get(),
    awaiting.orderBy("submittedAt").limit(1).get(),
  ]);

  let dueToday = 0;
  const behind: ClassSummary["behind"] = [];
  for (const doc of students.docs) {
    if (doc.get("active") === false) continue;
    dueToday += Number((doc.get(DUE_COUNTS_FIELD) as Record<string, unknown> | undefined)?.[today] ?? 0) || 0;
    const { overdueTasks } = openTasksOf(doc, today);
    const { rate } = onTimeRate(progressOf(doc, today), today);
    const percent = rate === null ? null : Math.round(rate * 100);
    if (overdueTasks > 0 || (percent !== null && percent < behindBelow)) {
      behind.push({ _id: doc.id, name: String(doc.get("name") ?? ""), overdueTasks, onTimeRate: percent });
    }
  }
  behind.sort(
    (a, b) =>
      b.overdueTasks - a.overdueTasks || (a.onTimeRate ?? 100) - (b.onTimeRate ?? 100) || a.name.localeCompare(b.name),
  );
  const submittedAt = oldest.docs[0]?.get("submittedAt") as unknown;
  return {
    today,
    awaitingReview: {
      count: count.data().count,
      oldestSubmittedAt: submittedAt instanceof Timestamp ? submittedAt.toDate().toISOString() : null,
    },
    behind,
    behindBelow,
    dueToday,
  };
}

/** An admin's threshold as their record keeps it. */
export function behindBelowOf(record: { get(field: string): unknown }): number {
  const value = record.get("reminder.behindBelow");
  return typeof value === "number" && value >= 0 && value <= 100 ? value : DEFAULT_BEHIND_BELOW;
}
