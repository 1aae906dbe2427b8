/** Tasks as an admin plans them: created for many students and days, edited, deleted. */
import { randomUUID } from "node:crypto";
import type { Task } from "@common/api-types";
import { MESSAGES } from "@common/messages";
import { isoWeekdayOf, planDates } from "@common/plan";
import type { CreateTaskInput, EditTaskInput, TaskScope } from "@common/validation";
import { badRequest, notFound } from "../errors";
import type { MediaStore } from "../files/media-store";
import type { NotificationRepository } from "../notifications/notification-repository";
import { relatedTaskOf } from "../notifications/related-task";
import { activeStudents } from "../users/active-students";
import type { UserRepository } from "../users/user-repository";
import { filesOf } from "./task-record";
import type { TaskRepository } from "./task-repository";
import { BUSY, leaseOf, type Leases } from "../lib/firestore/leases";
import { translatorFor } from "../i18n/translator";
import { noticeWords } from "../notifications/notice";

/**
 * A plan's record as a task request makes it (one request for several students, or repeated): kept by the plans'
 * own repository, which the tasks' code reaches through this port only.
 */
export interface NewPlan {
  name: string;
  instructions: string;
  category: Task["category"];
  audioAllowed: boolean;
  students: string[];
  formerStudents: string[];
  weekdays: number[];
  from: string;
  until: string;
  /** The group it was made for, which it follows. */
  groupId?: string;
}

export interface TaskDeps {
  tasks: TaskRepository;
  /** A plan for a group is made holding the group's lease (see createTask). */
  leases: Pick<Leases, "exclusive">;
  plans: {
    create(id: string, plan: NewPlan): Promise<void>;
    delete(id: string): Promise<void>;
    stopFollowing(groupId: string): Promise<void>;
  };
  /** The groups a plan may be made for (the groups' own repository, reached through this port only). */
  groups?: { find(id: string): Promise<{ _id: string; students: string[] } | null> };
  users: Pick<UserRepository, "findById" | "findManyById">;
  notifications: NotificationRepository;
  media: MediaStore;
}

/**
 * Tasks go to students only, and each student is told at once (requirements §1). One request
 * may assign to many students and repeat on chosen weekdays: one task per student and day, one
 * notification per student, all or nothing; the tasks of a repetition or of several students share a plan id.
 * A plan for a group is made while nobody changes the group (it waits its turn behind a change of its students):
 * a student joining meanwhile is either in the plan or joins after it, never missed by both.
 */
export async function createTask(
  deps: Omit<TaskDeps, "media">,
  input: CreateTaskInput,
  /** Counts the tasks against the admin's quota once the request is known to be good (may refuse with 429). */
  charge: (count: number) => Promise<void>,
): Promise<{ first: Task; count: number }> {
  if (!input.groupId) return planTasks(deps, input, charge);
  return deps.leases.exclusive(leaseOf.group(input.groupId), BUSY.group, () => planTasks(deps, input, charge));
}

async function planTasks(
  { tasks, plans, users, notifications, groups }: Omit<TaskDeps, "media" | "leases">,
  input: CreateTaskInput,
  charge: (count: number) => Promise<void>,
): Promise<{ first: Task; count: number }> {
  const students = await activeStudents(users, input.assignedTo);
  if (input.groupId) await checkGroupPlan(users, groups, input.groupId, students);
  const deadlines = planDates(input.deadline, input.repeat);
  await charge(students.length * deadlines.length);
  // Made for a group, it is a plan even for one student and one day: it follows the group.
  const planId = deadlines.length > 1 || students.length > 1 || input.groupId ? randomUUID() : null;
  const { name, instructions, category, audioAllowed = false } = input;
  // A plan's record first (its tasks name it), and gone again if its tasks could not be written.
  if (planId) {
    await plans.create(planId, {
      name,
      instructions,
      category,
      audioAllowed,
      students,
      formerStudents: [],
      weekdays: input.repeat?.weekdays ?? [isoWeekdayOf(input.deadline)],
      from: deadlines[0] ?? input.deadline,
      until: deadlines.at(-1) ?? input.deadline,
      ...(input.groupId ? { groupId: input.groupId } : {}),
    });
  }
  const english = await translatorFor("en");
  const created = await tasks
    .createPlan(
      { name, instructions, category, audioAllowed },
      students.map((assignedTo) => ({ assignedTo, deadlines })),
      planId,
      notifications,
      (first, count) => ({
        userId: first.assignedTo,
        ...noticeWords(
          english,
          count === 1
            ? { key: "assigned", values: { category: first.category, name: first.name, later: 0 } }
            : {
                key: "assignedMany",
                values: {
                  count,
                  category: first.category,
                  name: first.name,
                  weekdays: (input.repeat?.weekdays ?? []).join(","),
                  until: input.repeat?.until ?? first.deadline,
                },
              },
        ),
        relatedTask: relatedTaskOf(first),
      }),
    )
    .catch(async (error: unknown) => {
      if (planId) await plans.delete(planId);
      throw error;
    });
  // A group deleted meanwhile: its deletion may have looked for its plans before this one was written.
  if (input.groupId && !(await groups?.find(input.groupId))) await plans.stopFollowing(input.groupId);
  return created;
}

/**
 * A plan that follows a group goes to exactly the group's active students: one with another's name on it would
 * follow a group that does not hold them (and the group's later changes would not reach them).
 */
async function checkGroupPlan(
  users: TaskDeps["users"],
  groups: TaskDeps["groups"],
  groupId: string,
  students: string[],
): Promise<void> {
  const group = await groups?.find(groupId);
  if (!group) throw badRequest("The group does not exist.");
  const members = new Set(
    (await users.findManyById(group.students))
      .filter((user) => user?.role === "student" && user.active)
      .map((user) => user?._id),
  );
  if (students.length !== members.size || students.some((id) => !members.has(id))) {
    throw badRequest(MESSAGES.groupPlanStudents);
  }
}

/**
 * An admin's edit: the task, or it and its plan's following ones. The student hears of a new
 * deadline; a task moved to another student is news to both.
 */
export async function editTask(
  { tasks, users, notifications }: Pick<TaskDeps, "tasks" | "users" | "notifications">,
  taskId: string,
  { scope, ...changes }: EditTaskInput,
): Promise<Task[]> {
  if (changes.assignedTo) [changes.assignedTo] = await activeStudents(users, [changes.assignedTo]);
  const { before, edited } = await tasks.edit(taskId, changes, scope);
  const [first] = edited;
  if (!first) return edited;
  const later = edited.length - 1;
  const english = await translatorFor("en");
  if (first.assignedTo !== before.assignedTo) {
    // What the first student was told of these tasks no longer leads anywhere.
    await notifications.markTasksDeleted(
      before.assignedTo,
      edited.map((task) => task._id),
    );
    await notifications.create({
      userId: before.assignedTo,
      ...noticeWords(english, { key: "movedAway", values: { name: before.name, later } }),
      relatedTask: { ...relatedTaskOf(before), deleted: true },
    });
    await notifications.create({
      userId: first.assignedTo,
      ...noticeWords(english, { key: "assigned", values: { category: first.category, name: first.name, later } }),
      relatedTask: relatedTaskOf(first),
    });
  } else if (first.deadline !== before.deadline) {
    await notifications.moveTaskDeadlines(first.assignedTo, new Map(edited.map((task) => [task._id, task.deadline])));
    await notifications.create({
      userId: first.assignedTo,
      ...noticeWords(english, { key: "deadlineChanged", values: { name: first.name, later, date: first.deadline } }),
      relatedTask: relatedTaskOf(first),
    });
  }
  return edited;
}

/**
 * Deletes the task (or it and its plan's following ones): the records go first, then their proof files; the
 * student's notifications about them stay, marked as referring to a deleted task, and a new one says so.
 * `keepWork` spares the tasks that hold the student's work (a change of a plan's students or of its future,
 * as opposed to an admin's deletion of the task itself).
 */
export async function deleteTask(
  { tasks, notifications, media }: Pick<TaskDeps, "tasks" | "notifications" | "media">,
  taskId: string,
  scope: TaskScope,
  options: { keepWork?: boolean } = {},
): Promise<number> {
  const deleted = await tasks.delete(taskId, scope, options);
  const [first] = deleted;
  if (!first) return 0;
  for (const task of deleted) await media.remove(...filesOf(task));
  await notifications.markTasksDeleted(
    first.assignedTo,
    deleted.map((task) => task._id),
  );
  const english = await translatorFor("en");
  await notifications.create({
    userId: first.assignedTo,
    ...noticeWords(english, { key: "removed", values: { name: first.name, later: deleted.length - 1 } }),
    relatedTask: { ...relatedTaskOf(first), deleted: true },
  });
  return deleted.length;
}

export async function tasksOfUser(
  { tasks, users }: Pick<TaskDeps, "tasks" | "users">,
  userId: string,
  range: { from?: string; to?: string },
) {
  const user = await users.findById(userId);
  if (!user) throw notFound("There is no such user.");
  return tasks.listForUser(userId, range);
}
