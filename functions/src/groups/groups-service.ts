/**
 * Groups: a supervisor's classes. A plan made for a group follows it: who joins gets the plan's remaining days,
 * who leaves loses their tasks of it from today that hold no work of theirs, each told once in the bell, by
 * Plans' own add and remove.
 */
import { toCalendarDate } from "@common/calendar-date";
import { planDates } from "@common/plan";
import type { GroupStudentsInput } from "@common/validation";
import { MESSAGES } from "@common/messages";
import { badRequest, notFound } from "../errors";
import { BUSY, leaseOf, type Leases } from "../lib/firestore/leases";
import { changePlanStudents, type PlanDeps } from "../plans/plans-service";
import type { UserRepository } from "../users/user-repository";
import { activeStudents } from "../users/active-students";
import type { GroupRepository, MembershipChange } from "./group-repository";

export interface GroupDeps extends Omit<PlanDeps, "groups"> {
  groups: GroupRepository;
  leases: Leases;
  /** The admins' records, where their choice of a group to show is kept. */
  shownGroups: Pick<UserRepository, "setShownGroup" | "forgetShownGroup">;
}

const today = () => toCalendarDate(new Date());

/** What one change of a group did: who joined and left, and the plan tasks added and removed. */
export interface GroupChange extends MembershipChange {
  added: number;
  removed: number;
}

/**
 * Adds and removes students of a group, and of every plan that follows it and still has days to come. It waits
 * its turn behind another change of the group or of one of its plans (a few seconds, then 409 with nothing
 * changed), then charges the whole change's new tasks to the quota at once, before anything is written (a 429
 * changes nothing); then each plan gives the joiners their days, the membership changes, and last the leavers
 * lose theirs (a refusal before that takes back the days given, so a refused change changes nothing). A plan's part
 * is worked out from the request, not from who joined just now: a change cut short by a failure is finished by the
 * same request again, which gives each plan only what it lacks, and a removal takes a student out of the group's
 * plans even when the group no longer holds them.
 */
export async function changeGroupStudents(
  deps: GroupDeps,
  groupId: string,
  { add, remove }: GroupStudentsInput,
  /** Counts new tasks against the admin's quota (may refuse with 429). */
  charge: (count: number) => Promise<void>,
): Promise<GroupChange> {
  return deps.leases.exclusive(leaseOf.group(groupId), BUSY.group, async () => {
    const group = await deps.groups.find(groupId);
    if (!group) throw notFound("There is no such group.");
    const joining = await activeStudents(deps.users, add);
    // No plan can start following the group meanwhile: one made for it waits for the group's lease.
    const following = await deps.plans.following(groupId);
    return deps.leases.exclusive(
      following.map((plan) => leaseOf.plan(plan._id)),
      BUSY.planOfGroup,
      async () => {
        const from = today();
        // Read again under their leases: a change of a plan that ended just now is in what is read.
        const changes = (await deps.plans.following(groupId)).flatMap((plan) => {
          const start = plan.from > from ? plan.from : from;
          const days = planDates(start, { weekdays: plan.weekdays, until: plan.until }).length;
          const planAdd = joining.filter((id) => !plan.students.includes(id));
          const planRemove = remove.filter((id) => plan.students.includes(id));
          // A plan whose last day has passed gives nobody anything, and takes nothing already done.
          return days > 0 && planAdd.length + planRemove.length > 0 ? [{ plan, days, planAdd, planRemove }] : [];
        });
        await charge(changes.reduce((sum, { days, planAdd }) => sum + days * planAdd.length, 0));
        const free = async () => undefined;
        // Another admin may change a joiner's account meanwhile (a refusal): the days given so far are taken back.
        const given: { planId: string; students: string[] }[] = [];
        let added = 0;
        let membership: MembershipChange;
        try {
          for (const { plan, planAdd } of changes) {
            if (planAdd.length === 0) continue;
            added += (await changePlanStudents(deps, plan._id, { add: planAdd, remove: [] }, free)).added;
            given.push({ planId: plan._id, students: planAdd });
          }
          membership = await deps.groups.changeStudents(groupId, joining, remove);
        } catch (error) {
          for (const { planId, students } of given) {
            await changePlanStudents(deps, planId, { add: [], remove: students }, free);
          }
          throw error;
        }
        let removed = 0;
        for (const { plan, planRemove } of changes) {
          if (planRemove.length === 0) continue;
          removed += (await changePlanStudents(deps, plan._id, { add: [], remove: planRemove }, free)).removed;
        }
        return { ...membership, added, removed };
      },
    );
  });
}

/**
 * Deletes a group's record (its students and their tasks stay), once no change of it is under way; its plans
 * then follow no group, and no admin's lists show it any more. False when there was no such group.
 */
export async function deleteGroup(deps: GroupDeps, groupId: string): Promise<boolean> {
  const deleted = await deps.leases.exclusive(leaseOf.group(groupId), BUSY.group, () => deps.groups.delete(groupId));
  if (deleted) await Promise.all([deps.plans.stopFollowing(groupId), deps.shownGroups.forgetShownGroup(groupId)]);
  return deleted;
}

/** An admin's own choice of the group their lists show (null: every student); kept on their record, so it follows them. */
export async function showGroup(
  deps: Pick<GroupDeps, "groups" | "shownGroups">,
  adminId: string,
  groupId: string | null,
) {
  if (groupId && !(await deps.groups.find(groupId))) throw badRequest(MESSAGES.groupInvalid);
  await deps.shownGroups.setShownGroup(adminId, groupId);
}
