/**
 * Groups: a supervisor's classes. A plan made for a group follows it: who joins gets the plan's remaining days,
 * who leaves loses their tasks of it from today, each told once in the bell, by Plans' own add and remove.
 */
import { toCalendarDate } from "@common/calendar-date";
import { planDates } from "@common/plan";
import type { GroupStudentsInput } from "@common/validation";
import { notFound } from "../errors";
import { changePlanStudents, type PlanDeps } from "../plans/plans-service";
import { activeStudents } from "../users/active-students";
import type { GroupRepository, MembershipChange } from "./group-repository";

export type GroupDeps = Omit<PlanDeps, "groups"> & { groups: GroupRepository };

const today = () => toCalendarDate(new Date());

/** What one change of a group did: who joined and left, and the plan tasks added and removed. */
export interface GroupChange extends MembershipChange {
  added: number;
  removed: number;
}

/**
 * Adds and removes students of a group, and of every plan that follows it and still has days to come. The plans
 * change first and the membership last: a change cut short (a plan being changed elsewhere, 409) leaves the group
 * as it was, and the same request again finishes it without doubling anything (a plan skips who it has).
 */
export async function changeGroupStudents(
  deps: GroupDeps,
  groupId: string,
  { add, remove }: GroupStudentsInput,
  /** Runs one plan's change on its own (one change of a plan at a time). */
  onePlanAtATime: <T>(planId: string, change: () => Promise<T>) => Promise<T>,
  /** Counts new tasks against the admin's quota (may refuse with 429). */
  charge: (count: number) => Promise<void>,
): Promise<GroupChange> {
  const group = await deps.groups.find(groupId);
  if (!group) throw notFound("There is no such group.");
  const joining = await activeStudents(
    deps.users,
    add.filter((id) => !group.students.includes(id)),
  );
  const leaving = remove.filter((id) => group.students.includes(id));
  let added = 0;
  let removed = 0;
  const from = today();
  for (const plan of await deps.plans.following(groupId)) {
    const start = plan.from > from ? plan.from : from;
    const daysLeft = planDates(start, { weekdays: plan.weekdays, until: plan.until }).length > 0;
    // A plan whose last day has passed gives nobody anything, and takes nothing already done.
    const planAdd = joining.filter((id) => !plan.students.includes(id));
    const planRemove = leaving.filter((id) => plan.students.includes(id));
    if (!daysLeft || planAdd.length + planRemove.length === 0) continue;
    const change = await onePlanAtATime(plan._id, () =>
      changePlanStudents(deps, plan._id, { add: planAdd, remove: planRemove }, charge),
    );
    added += change.added;
    removed += change.removed;
  }
  const membership = await deps.groups.changeStudents(groupId, joining, leaving);
  return { ...membership, added, removed };
}
