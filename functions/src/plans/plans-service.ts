/**
 * Plans handled as one thing: listed with their counts, edited for every student from a day on,
 * students added (they get the remaining days) or removed (they lose their tasks from today, and are told),
 * deleted whole or from today on. Each change goes student by student through the task changes the rest of the
 * API makes (counts, proof files and notifications included), anchored on the student's first task concerned.
 */
import { addDays, toCalendarDate } from "@common/calendar-date";
import { DATE_MIN } from "@common/constants";
import { planDates } from "@common/plan";
import type { EditPlanInput, PlanStudentsInput } from "@common/validation";
import { conflict, notFound } from "../errors";
import { relatedTaskOf } from "../notifications/related-task";
import { deleteTask, editTask, type TaskDeps } from "../tasks/tasks-service";
import { activeStudents } from "../users/active-students";
import type { PlanRepository } from "./plan-repository";
import { translatorFor } from "../i18n/translator";
import { noticeWords } from "../notifications/notice";

/** A plan's tasks change through the tasks' own edits and deletions, with their counts, files and notifications. */
export type PlanDeps = Omit<TaskDeps, "plans"> & { plans: PlanRepository };

const today = () => toCalendarDate(new Date());

async function planOf({ plans }: Pick<PlanDeps, "plans">, planId: string) {
  const plan = await plans.find(planId);
  if (!plan) throw notFound("There is no such plan.");
  return plan;
}

/** For every student of the plan, the tasks due from `from` on: the count changed. */
async function forEachStudent(
  deps: PlanDeps,
  planId: string,
  students: string[],
  from: string,
  change: (anchorTaskId: string) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (const student of students) {
    const anchor = await deps.plans.firstTaskOf(planId, student, from);
    if (anchor) changed += await change(anchor);
  }
  return changed;
}

export async function editPlan(deps: PlanDeps, planId: string, { from, ...content }: EditPlanInput): Promise<number> {
  const plan = await planOf(deps, planId);
  const edited = await forEachStudent(deps, planId, plan.students, from, async (anchor) => {
    return (await editTask(deps, anchor, { ...content, scope: "following" })).length;
  });
  await deps.plans.update(planId, content);
  return edited;
}

/** Adds and removes students; returns how many tasks were created and deleted. */
export async function changePlanStudents(
  deps: PlanDeps,
  planId: string,
  { add, remove }: PlanStudentsInput,
  /** Counts the new tasks against the admin's quota once the change is known to be good (may refuse with 429). */
  charge: (count: number) => Promise<void>,
): Promise<{ added: number; removed: number }> {
  const plan = await planOf(deps, planId);
  const joining = add.filter((id) => !plan.students.includes(id));
  const leaving = remove.filter((id) => plan.students.includes(id));
  let added = 0;
  if (joining.length > 0) {
    const start = plan.from > today() ? plan.from : today();
    const dates = planDates(start, { weekdays: plan.weekdays, until: plan.until });
    if (dates.length === 0) throw conflict("The plan has no days left to give: its last day has passed.");
    const students = await activeStudents(deps.users, joining);
    // One who comes back has kept the days they did work on (see keepWork): they get only the others.
    const planned = await Promise.all(
      students.map(async (assignedTo) => {
        const kept = await deps.plans.daysOf(planId, assignedTo, start);
        return { assignedTo, deadlines: dates.filter((date) => !kept.has(date)) };
      }),
    );
    const given = planned.filter(({ deadlines }) => deadlines.length > 0);
    await charge(given.reduce((sum, { deadlines }) => sum + deadlines.length, 0));
    const { name, instructions, category, audioAllowed } = plan;
    const english = await translatorFor("en");
    added =
      given.length === 0
        ? 0
        : (
            await deps.tasks.createPlan(
              { name, instructions, category, audioAllowed },
              given,
              planId,
              deps.notifications,
              (first, count) => ({
                userId: first.assignedTo,
                ...noticeWords(english, {
                  key: "joinedPlan",
                  values: { count, category: first.category, name: first.name, until: plan.until },
                }),
                relatedTask: relatedTaskOf(first),
              }),
            )
          ).count;
  }
  const removed = await forEachStudent(deps, planId, leaving, today(), (anchor) =>
    deleteTask(deps, anchor, "following", { keepWork: true }),
  );
  await deps.plans.update(planId, {
    students: [...plan.students.filter((id) => !leaving.includes(id)), ...joining],
    formerStudents: [...new Set([...plan.formerStudents, ...leaving])].filter((id) => !joining.includes(id)),
  });
  return { added, removed };
}

/**
 * Deletes every task of the plan (`all`), or those due from today on that hold no student's work (`future`);
 * returns how many. A plan left with no day before today goes; the work kept of it becomes its students' own tasks.
 */
export async function deletePlan(deps: PlanDeps, planId: string, part: "all" | "future"): Promise<number> {
  const plan = await planOf(deps, planId);
  const from = part === "all" ? DATE_MIN : today();
  const everyone = [...plan.students, ...plan.formerStudents];
  const deleted = await forEachStudent(deps, planId, everyone, from, (anchor) =>
    deleteTask(deps, anchor, "following", { keepWork: part === "future" }),
  );
  const yesterday = addDays(today(), -1);
  if (part === "all" || plan.from > yesterday) {
    if (part === "future") await deps.tasks.leavePlan(planId);
    await deps.plans.delete(planId);
  } else if (plan.until > yesterday) await deps.plans.update(planId, { until: yesterday });
  return deleted;
}
