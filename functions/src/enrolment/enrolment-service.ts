/**
 * Add many: a class's accounts from one list. Each row is checked as Add New User's form is (and as the list is:
 * common/user-list.ts), then each good row becomes an account with, when asked, its invitation in the same write;
 * the students then join the groups their rows name, through the groups' own change, so the plans that follow a
 * group give them its remaining days. Every row is reported. Made in a request of its own id, an account is found
 * again by the same request sent again (after a failure partway, or an answer lost), which reports it as added and
 * finishes its groups rather than make it twice.
 */
import { checkUserRows, type RowProblem } from "@common/user-list";
import type { AddManyUsersInput } from "@common/validation";
import type { AppConfig } from "../config";
import { AppError } from "../errors";
import { changeGroupStudents, type GroupDeps } from "../groups/groups-service";
import { eachAtOnce } from "../lib/at-once";
import { enforce } from "../rate-limits/rate-limit-repository";
import { chargeInvitations, invitationFor, type InvitationDeps, type Inviter } from "../users/invitations";
import type { UserRepository } from "../users/user-repository";

export interface EnrolmentDeps extends Omit<GroupDeps, "users">, InvitationDeps {
  users: Pick<UserRepository, "findById" | "findManyById" | "newId" | "insert" | "whoHas">;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated" | "invitations" | "invitationsPerAccount">;
}

/** What became of one row of the request. */
export interface RowOutcome {
  /** The row's place in the request, from 0. */
  index: number;
  email: string;
  /** Added (now or by the same request before), refused for its problems, or failed: not made, try again. */
  outcome: "added" | "refused" | "failed";
  userId?: string;
  problems: RowProblem[];
  /** The groups an added student was to join and could not (the same request again joins them). */
  notJoined: string[];
}

/** Accounts written at once: each is one batch of its record, its address and its invitation. */
const ROWS_AT_ONCE = 25;

const isAddressTaken = (error: unknown) =>
  error instanceof AppError && error.status === 409 && error.words?.key === "refusal.emailTaken";

const emailOf = (row: unknown) =>
  typeof row === "object" && row !== null && typeof (row as { email?: unknown }).email === "string"
    ? (row as { email: string }).email.trim()
    : "";

/** Adds the list's people as `inviter`; `latestBirthDate` is the last birth date allowed. */
export async function addManyUsers(
  deps: EnrolmentDeps,
  inviter: Inviter,
  { rows, invite, requestId }: AddManyUsersInput,
  latestBirthDate: string,
): Promise<RowOutcome[]> {
  const checked = checkUserRows(rows, latestBirthDate, { groups: await deps.groups.list() });
  const results: RowOutcome[] = checked.map(({ person, problems }, index) => ({
    index,
    email: person?.email ?? emailOf(rows[index]),
    outcome: person ? "failed" : "refused",
    problems,
    notJoined: [],
  }));
  const people = checked.flatMap(({ person }, index) => (person ? [{ index, person }] : []));
  // The whole list's invitations are counted before anything is written: past the quota, nothing is.
  if (invite) await chargeInvitations(deps, inviter, people.length);

  const addedBy = { admin: inviter._id, request: requestId };
  await eachAtOnce(people, ROWS_AT_ONCE, async ({ index, person }) => {
    const result = results[index] as RowOutcome;
    const { groups, groupIds: _groupIds, ...fields } = person;
    try {
      const id = deps.users.newId();
      const invitation = invite ? await invitationFor(deps.invitations, id, fields, inviter, groups) : undefined;
      await deps.users.insert(fields, id, { awaitingSignIn: true, invitation, addedBy });
      result.userId = id;
    } catch (error) {
      if (!isAddressTaken(error)) {
        console.error(`Add many: the account for row ${index} was not made.`, error);
        result.problems = [{ field: "row", key: "validation.rowNotAdded" }];
        return;
      }
      const holder = await deps.users.whoHas(fields.email);
      if (holder?.addedBy?.admin !== addedBy.admin || holder.addedBy.request !== addedBy.request) {
        result.outcome = "refused";
        result.problems = [{ field: "email", key: "validation.emailTaken" }];
        return;
      }
      result.userId = holder.id;
    }
    result.outcome = "added";
  });

  // The students made, by the groups they join, in the list's order.
  const joining = new Map<string, { name: string; rows: number[]; students: string[] }>();
  for (const { index, person } of people) {
    const { userId, outcome } = results[index] as RowOutcome;
    if (outcome !== "added" || !userId || person.role !== "student") continue;
    person.groupIds.forEach((groupId, at) => {
      const group = joining.get(groupId) ?? { name: person.groups[at] ?? "", rows: [], students: [] };
      group.rows.push(index);
      group.students.push(userId);
      joining.set(groupId, group);
    });
  }

  // One group after another, each through its own change: it waits its turn behind any other change of it.
  for (const [groupId, group] of joining) {
    try {
      // The plans' new tasks count against the hourly quota, as a group's own change counts them.
      await changeGroupStudents(deps, groupId, { add: group.students, remove: [] }, async (count) => {
        if (count > 0)
          await enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, inviter._id, count);
      });
    } catch (error) {
      console.error(`Add many: ${group.students.length} students did not join the group ${groupId}.`, error);
      for (const index of group.rows) results[index]?.notJoined.push(group.name);
    }
  }
  return results;
}
