import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, TASK_STATUSES } from "@common/constants";
import { isOnTime, PROGRESS_DAYS } from "@common/progress";
import type { AppDeps } from "../../src/app";
import { isThumbnailKey, thumbnailKeyOf } from "../../src/files/media-store";
import { filesOf, toStoredTask } from "../../src/tasks/task-record";

/**
 * What must hold however the API was called (checked on an app with a project and a file store of its own):
 * every stored file (and thumbnail) belongs to the record that references it, every task to an existing
 * student whose counts (open, due, on time) match their tasks,
 * every reference (a proof, or one its history keeps) points to a stored file, statuses are known, a task
 * awaits review exactly when it is pending with a proof, and users and the e-mail index agree.
 * Returns the problems found (empty when all hold).
 */
export async function checkInvariants(deps: AppDeps): Promise<string[]> {
  const problems: string[] = [];
  const [users, emails, tasks] = await Promise.all([
    deps.db.collection(COLLECTIONS.users).get(),
    deps.db.collection(COLLECTIONS.userEmails).get(),
    deps.db.collection(COLLECTIONS.tasks).get(),
  ]);

  const referenced = new Set<string>();
  for (const user of users.docs) {
    const email = user.get("emailLower");
    const index = emails.docs.find((doc) => doc.id === email);
    if (!index || index.get("userId") !== user.id) problems.push(`user ${user.id} is missing from the e-mail index`);
    const pictureKey = user.get("pictureKey");
    if (typeof pictureKey === "string") referenced.add(pictureKey);
  }
  for (const index of emails.docs) {
    if (!users.docs.some((user) => user.id === index.get("userId"))) problems.push(`e-mail ${index.id} names no user`);
  }
  // Each student's counts are their tasks', per deadline: pending ones (openByDeadline), all (dueByDay) and those
  // done on time (onTimeByDay), recomputed here with the shared rule; progress counts only within their window.
  const expected = new Map<string, Record<string, Map<string, number>>>();
  const oldest = addDays(toCalendarDate(new Date()), -(PROGRESS_DAYS + 2));
  for (const doc of tasks.docs) {
    const task = toStoredTask(doc);
    if (!task) continue;
    const counts: Record<string, Map<string, number>> = expected.get(task.assignedTo) ?? {
      open: new Map(),
      due: new Map(),
      onTime: new Map(),
    };
    const bump = (kind: string, yes: boolean) => {
      if (yes) counts[kind]?.set(task.deadline, (counts[kind]?.get(task.deadline) ?? 0) + 1);
    };
    bump("open", task.status === "pending");
    bump("due", task.deadline >= oldest);
    bump("onTime", task.deadline >= oldest && isOnTime({ ...task, hasProof: task.proofKeys.length > 0 }));
    expected.set(task.assignedTo, counts);
  }
  const fields = { open: "openByDeadline", due: "dueByDay", onTime: "onTimeByDay" } as const;
  for (const user of users.docs) {
    for (const [kind, field] of Object.entries(fields)) {
      const stored = Object.entries((user.get(field) ?? {}) as Record<string, number>).filter(
        ([date, n]) => n !== 0 && (kind === "open" || date >= oldest),
      );
      const actual = [...(expected.get(user.id)?.[kind] ?? new Map<string, number>())];
      const sort = (entries: [string, number][]) => JSON.stringify([...entries].sort());
      if (sort(stored) !== sort(actual)) problems.push(`user ${user.id} ${field} ${sort(stored)}, has ${sort(actual)}`);
    }
  }
  for (const task of tasks.docs) {
    if (!users.docs.some((user) => user.id === task.get("assignedTo"))) problems.push(`task ${task.id} has no student`);
    if (!TASK_STATUSES.includes(task.get("status"))) problems.push(`task ${task.id} has status ${task.get("status")}`);
    const stored = toStoredTask(task);
    for (const key of stored ? filesOf(stored) : []) referenced.add(key);
    // Awaiting review means pending with a proof: the inbox lists exactly those.
    const awaiting = task.get("status") === "pending" && (stored?.proofKeys.length ?? 0) > 0;
    if (task.get("awaitingReview") !== awaiting) problems.push(`task ${task.id} awaitingReview is not ${awaiting}`);
  }

  const stored = new Set(await deps.files.list());
  for (const key of stored) {
    if (isThumbnailKey(key)) {
      // A thumbnail belongs to a stored image beside it.
      if (![...referenced].some((image) => thumbnailKeyOf(image) === key)) problems.push(`orphan thumbnail ${key}`);
    } else if (!referenced.has(key)) {
      problems.push(`orphan file ${key}`);
    }
  }
  for (const key of referenced) if (!stored.has(key)) problems.push(`dangling reference ${key}`);
  return problems;
}
