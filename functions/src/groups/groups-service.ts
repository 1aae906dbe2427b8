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
 * Adds and removes students of a group, and of every plan that follows it and still has days to come. The whole
 * change's new tasks are charged to the quota at once, before anything is written (a 429 changes nothing); then
 * the membership changes, then each plan. A plan's part is worked out from the request, not from who joined
 * just now: a change cut short (a plan being changed elsewhere, 409) is finished by the same request again, which
 * gives each plan only what it lacks, and a removal takes a student out of the group's plans even when the group
 * no longer holds them.
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
  const joining = await activeStudents(deps.users, add);
  const from = today();
  // A plan whose last day has passed gives nobody anything, and takes nothing already done.
  const changes = (await deps.plans.following(groupId)).flatMap((plan) => {
    const start = plan.from > from ? plan.from : from;
    const days = planDates(start, { weekdays: plan.weekdays, until: plan.until }).length;
    const planAdd = joining.filter((id) => !plan.students.includes(id));
    const planRemove = remove.filter((id) => plan.students.includes(id));
    return days > 0 && planAdd.length + planRemove.length > 0 ? [{ plan, days, planAdd, planRemove }] : [];
  });
  await charge(changes.reduce((sum, { days, planAdd }) => sum + days * planAdd.length, 0));
  const membership = await deps.groups.changeStudents(groupId, joining, remove);
  let added = 0;
  let removed = 0;
  for (const { plan, planAdd, planRemove } of changes) {
    const change = await onePlanAtATime(plan._id, () =>
      changePlanStudents(deps, plan._id, { add: planAdd, remove: planRemove }, async () => undefined),
    );
    added += change.added;
    removed += change.removed;
  }
  return { ...membership, added, removed };
}
