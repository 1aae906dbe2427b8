/**
 * A plan follows a group only when the admin chose the group itself (the task is sent with its `groupId`): a task
 * for students who happen to make up a group is theirs, and a student who joins the group later is given nothing.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Group, Task, User } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { createIsolatedTestApp, provisionUser, type Session, signInNew, withSession as as } from "./harness";

const { app, deps } = createIsolatedTestApp("groups-chosen");
const request = () => supertest(app);
const tomorrow = addDays(toCalendarDate(new Date()), 1);

let admin: Session;

beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
});

/** A group of one student, "A2 morning (1)" in the picker. */
async function oneStudentGroup(name: string, only: User): Promise<Group> {
  const created = await as(admin, request().post("/api/groups")).send({ name });
  expect(created.status).toBe(201);
  const group = created.body.group as Group;
  expect((await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: [only._id] })).status).toBe(
    200,
  );
  return group;
}

const oneOffTask = (name: string, student: User, groupId?: string) =>
  as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Write five lines about your morning.",
    deadline: tomorrow,
    category: "Writing",
    assignedTo: [student._id],
    ...(groupId ? { groupId } : {}),
  });

const tasksNamed = async (user: User, name: string) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[]).filter(
    (task) => task.name === name,
  );

const join = (group: Group, user: User) =>
  as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: [user._id] });

describe("A plan follows a group only when the group itself was chosen", () => {
  it("When a task is sent for the one student of a one-student group without its groupId, then a later joiner is not given it", async () => {
    const [only, joiner] = [await provisionUser(deps), await provisionUser(deps)];
    const group = await oneStudentGroup("A2 morning", only);
    const created = await oneOffTask("Morning diary", only);
    expect(created.status).toBe(201);
    expect(created.body.task.planId).toBeUndefined();

    expect((await join(group, joiner)).status).toBe(200);
    expect(await tasksNamed(joiner, "Morning diary")).toEqual([]);
    expect((await tasksNamed(only, "Morning diary")).map((task) => task.deadline)).toEqual([tomorrow]);
  });

  it("When the same task is sent with the group's groupId, then it is a plan that follows the group: a later joiner is given it", async () => {
    const [only, joiner] = [await provisionUser(deps), await provisionUser(deps)];
    const group = await oneStudentGroup("B1 evening", only);
    const created = await oneOffTask("Evening diary", only, group._id);
    expect(created.status).toBe(201);
    expect(created.body.task.planId).toEqual(expect.any(String));

    expect((await join(group, joiner)).status).toBe(200);
    expect((await tasksNamed(joiner, "Evening diary")).map((task) => task.deadline)).toEqual([tomorrow]);
  });
});
