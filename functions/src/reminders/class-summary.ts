/**
 * The supervisor's morning summary: proofs awaiting review (how many, how long the oldest has waited), students'
 * questions waiting for an answer (the same), the
 * students falling behind, and how many tasks the class has due today. The digest sends it once a day; the top
 * of /admin shows it whenever it is opened.
 */
import type { ClassSummary } from "@common/api-types";
import { onTimeRate } from "@common/progress";
import type { ReviewRepository } from "../reviews/review-repository";
import type { UserRepository } from "../users/user-repository";

export interface ClassSummaryDeps {
  users: Pick<UserRepository, "studentSummaries">;
  reviews: Pick<ReviewRepository, "awaitingReviewSummary" | "questionsSummary">;
}

/**
 * The class as of the viewer's `today`: every active student's record (their counts live there), one count of
 * the review queue and its oldest entry. A student is behind with any overdue task, or an on-time rate under
 * `behindBelow` percent; the most overdue come first.
 */
export async function classSummary(
  { users, reviews }: ClassSummaryDeps,
  today: string,
  behindBelow: number,
  /** A group's students: the summary of that group only. */
  only?: string[],
): Promise<ClassSummary> {
  const [students, awaitingReview, questions] = await Promise.all([
    users.studentSummaries(today),
    reviews.awaitingReviewSummary(only),
    reviews.questionsSummary(only),
  ]);
  const inGroup = only ? new Set(only) : null;
  let dueToday = 0;
  const behind: ClassSummary["behind"] = [];
  for (const student of students) {
    if (!student.active || (inGroup && !inGroup.has(student._id))) continue;
    const progress = student.progress ?? {};
    dueToday += progress[today]?.[0] ?? 0;
    const { overdueTasks } = student;
    const { rate } = onTimeRate(progress, today);
    const percent = rate === null ? null : Math.round(rate * 100);
    if (overdueTasks > 0 || (percent !== null && percent < behindBelow)) {
      behind.push({ _id: student._id, name: student.name, overdueTasks, onTimeRate: percent });
    }
  }
  behind.sort(
    (a, b) =>
      b.overdueTasks - a.overdueTasks || (a.onTimeRate ?? 100) - (b.onTimeRate ?? 100) || a.name.localeCompare(b.name),
  );
  return { today, awaitingReview, behind, behindBelow, dueToday, questions };
}

/**
 * The class summary at the top of an admin's /admin: their `today` (their browser's zone), their own threshold, of
 * one group's students with `group` (404 for no such group).
 */
export async function adminSummary(
  deps: ClassSummaryDeps & {
    users: Pick<UserRepository, "behindBelowOf">;
    groups: { studentsOf(id: string): Promise<string[]> };
  },
  adminId: string,
  { today, group }: { today: string; group?: string },
): Promise<ClassSummary> {
  const [behindBelow, students] = await Promise.all([
    deps.users.behindBelowOf(adminId),
    group ? deps.groups.studentsOf(group) : undefined,
  ]);
  return classSummary(deps, today, behindBelow, students);
}
