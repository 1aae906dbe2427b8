import { COLLECTIONS, TASK_STATUSES } from "@common/constants";
import type { AppDeps } from "../../src/app";
import { isThumbnailKey, thumbnailKeyOf } from "../../src/files/media-store";
import { filesOf, toStoredTask } from "../../src/tasks/task-record";

/**
 * What must hold however the API was called (checked on an app with a project and a file store of its own):
 * every stored file (and thumbnail) belongs to the record that references it, every task to an existing
 * student whose open-task counts match their pending tasks,
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
  // Each student's open-task counts (openByDeadline) are the pending tasks they have, per deadline.
  const pending = new Map<string, Map<string, number>>();
  for (const task of tasks.docs) {
    if (task.get("status") !== "pending") continue;
    const counts = pending.get(task.get("assignedTo")) ?? new Map<string, number>();
    counts.set(task.get("deadline"), (counts.get(task.get("deadline")) ?? 0) + 1);
    pending.set(task.get("assignedTo"), counts);
  }
  for (const user of users.docs) {
    const stored = Object.entries((user.get("openByDeadline") ?? {}) as Record<string, number>).filter(
      ([, n]) => n !== 0,
    );
    const actual = [...(pending.get(user.id) ?? new Map<string, number>())];
    const sort = (entries: [string, number][]) => JSON.stringify([...entries].sort());
    if (sort(stored) !== sort(actual)) problems.push(`user ${user.id} counts ${sort(stored)}, has ${sort(actual)}`);
  }
  for (const task of tasks.docs) {
    if (!users.docs.some((user) => user.id === task.get("assignedTo"))) problems.push(`task ${task.id} has no student`);
    if (!TASK_STATUSES.includes(task.get("status"))) problems.push(`task ${task.id} has status ${task.get("status")}`);
    const stored = toStoredTask(task);
    for (const key of stored ? filesOf(stored) : []) referenced.add(key);
    // Awaiting review means pending with a proof (issue 17): the inbox lists exactly those.
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
