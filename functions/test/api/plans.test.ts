/**
 * Plans as one thing: listed with their students, days and counts; edited for every student from a
 * day on; students added (the remaining days) or removed (their tasks from today on); deleted from today on or
 * whole. A database of its own: the plans listed are this file's only.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Notification, Plan, Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { createIsolatedTestApp, provisionUser, type Session, signIn, signInNew, withSession as as } from "./harness";
import { pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("plans");
const request = () => supertest(app);
const today = toCalendarDate(new Date());
// Three weeks of Monday, Wednesday and Friday, the first of them in the past: some tasks are done with.
const from = addDays(mondayOf(today), -7);
const until = addDays(from, 18);

let admin: Session;
let student: Session;
const people: User[] = [];

beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
  for (let i = 0; i < 4; i += 1) people.push(await provisionUser(deps));
  student = await signIn(app, (people[0] as User).email);
});

async function newPlan(students: User[], name = "Podcast notes"): Promise<Plan> {
  const created = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Listen and take notes.",
    deadline: from,
    category: "Listening",
    assignedTo: students.map((user) => user._id),
    repeat: { weekdays: [1, 3, 5], until },
  });
  expect(created.status).toBe(201);
  const plans = (await as(admin, request().get("/api/plans"))).body.plans as Plan[];
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error("the plan is not listed");
  return plan;
}

const tasksOf = async (user: User) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[]).sort((a, b) =>
    a.deadline.localeCompare(b.deadline),
  );
const notificationsOf = async (user: User) =>
  (await as(await signIn(app, user.email), request().get("/api/notifications/get"))).body
    .notifications as Notification[];

/** The student sends a proof for their task (and the admin verifies it when `verify` is set); returns it as it is. */
async function workOn(user: User, task: Task, verify: boolean): Promise<Task> {
  const sent = await as(await signIn(app, user.email), request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
    "proof",
    await pngBytes(8, 8),
    "proof.png",
  );
  expect(sent.status).toBe(200);
  if (verify) {
    const withProof = (await tasksOf(user)).find((t) => t._id === task._id);
    const approved = await as(admin, request().post(`/api/tasks/${task._id}/review`)).send({
      decision: "approve",
      proofUrl: withProof?.proofUrl,
    });
    expect(approved.status).toBe(200);
  }
  return (await tasksOf(user)).find((t) => t._id === task._id) as Task;
}

describe("Plans", () => {
  it("When a plan is made for students on chosen weekdays, then it is listed with them, its days and counts", async () => {
    const [a, b] = people as [User, User];
    const plan = await newPlan([a, b], "Listed plan");
    expect(plan).toMatchObject({
      name: "Listed plan",
      category: "Listening",
      students: [a._id, b._id],
      weekdays: [1, 3, 5],
      from,
      until,
      counts: { done: 0, waiting: 0, todo: 18 },
    });
  });

  it("When a plan is edited from a day, then every student's tasks from that day change and earlier ones stay", async () => {
    const [a, b] = people as [User, User];
    const plan = await newPlan([a, b], "Edited plan");
    const response = await as(admin, request().patch(`/api/plans/${plan._id}`)).send({
      name: "Edited plan, second part",
      from: today,
    });
    expect(response.status).toBe(200);
    for (const user of [a, b]) {
      const theirs = (await tasksOf(user)).filter((task) => task.planId === plan._id);
      expect(theirs.filter((task) => task.deadline < today).every((task) => task.name === "Edited plan")).toBe(true);
      expect(
        theirs.filter((task) => task.deadline >= today).every((task) => task.name === "Edited plan, second part"),
      ).toBe(true);
    }
    const listed = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find(
      (p) => p._id === plan._id,
    );
    expect(listed?.name).toBe("Edited plan, second part");
  });

  it("When students are added and removed, then the added get the remaining days and the removed lose theirs, told", async () => {
    const [a, b, c] = people as [User, User, User];
    const plan = await newPlan([a, b], "Changing plan");
    const response = await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({
      add: [c._id],
      remove: [b._id],
    });
    expect(response.status).toBe(200);
    const remaining = (await tasksOf(a)).filter((task) => task.planId === plan._id && task.deadline >= today);
    const added = (await tasksOf(c)).filter((task) => task.planId === plan._id);
    expect(added.map((task) => task.deadline)).toEqual(remaining.map((task) => task.deadline));
    const left = (await tasksOf(b)).filter((task) => task.planId === plan._id);
    expect(left.every((task) => task.deadline < today)).toBe(true);
    expect(left.length).toBeGreaterThan(0);
    expect((await notificationsOf(b))[0]?.title).toBe("Task removed");
    expect((await notificationsOf(c))[0]?.message).toMatch(/You joined a plan/);
    const listed = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find(
      (p) => p._id === plan._id,
    );
    expect(listed?.students).toEqual([a._id, c._id]);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When its future part is deleted, then every task from today on goes and it ends yesterday; deleted whole, nothing of it stays", async () => {
    const [a, b] = people as [User, User];
    const plan = await newPlan([a, b], "Deleted plan");
    expect((await as(admin, request().delete(`/api/plans/${plan._id}?part=future`))).status).toBe(200);
    for (const user of [a, b]) {
      const theirs = (await tasksOf(user)).filter((task) => task.planId === plan._id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((task) => task.deadline < today)).toBe(true);
    }
    let listed = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p._id === plan._id);
    expect(listed?.until).toBe(addDays(today, -1));
    expect((await as(admin, request().delete(`/api/plans/${plan._id}?part=all`))).status).toBe(200);
    for (const user of [a, b]) expect((await tasksOf(user)).filter((task) => task.planId === plan._id)).toEqual([]);
    listed = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p._id === plan._id);
    expect(listed).toBeUndefined();
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a student, a request without the CSRF token, an unknown plan or a malformed change comes, then it is refused", async () => {
    const plan = await newPlan([people[3] as User], "Guarded plan");
    expect((await as(student, request().get("/api/plans"))).status).toBe(403);
    expect((await request().get("/api/plans")).status).toBe(401);
    expect((await request().delete(`/api/plans/${plan._id}`).set("Cookie", admin.cookie)).status).toBe(403);
    expect((await as(admin, request().delete("/api/plans/no-such-plan"))).status).toBe(404);
    expect((await as(admin, request().delete(`/api/plans/${plan._id}?part=some`))).status).toBe(400);
    expect((await as(admin, request().patch(`/api/plans/${plan._id}`)).send({ from: today })).status).toBe(400);
    expect((await as(admin, request().patch(`/api/plans/${plan._id}`)).send({ name: "x", from: "soon" })).status).toBe(
      400,
    );
    const both = await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({
      add: [(people[0] as User)._id],
      remove: [(people[0] as User)._id],
    });
    expect(both.status).toBe(400);
    expect((await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({})).status).toBe(400);
  });
  it("When a student with work is removed or the future part is deleted, then their sent and verified tasks stay; deleted whole, they go", async () => {
    const [a, b] = [people[2], people[3]] as [User, User];
    const plan = await newPlan([a, b], "Plan with work");
    const upcoming = async (user: User) =>
      (await tasksOf(user)).filter((task) => task.planId === plan._id && task.deadline >= today);
    const [aFirst, aSecond] = await upcoming(a);
    const [bFirst, bSecond] = await upcoming(b);
    if (!aFirst || !aSecond || !bFirst || !bSecond) throw new Error("the plan has too few days left");
    const aKept = [await workOn(a, aFirst, true), await workOn(a, aSecond, false)];
    const bKept = [await workOn(b, bSecond, true)];

    const removed = await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({ remove: [a._id] });
    expect(removed.status).toBe(200);
    expect((await upcoming(a)).map((task) => [task._id, task.status, task.proofUrl])).toEqual(
      aKept.map((task) => [task._id, task.status, task.proofUrl]),
    );

    const future = await as(admin, request().delete(`/api/plans/${plan._id}?part=future`));
    expect(future.status).toBe(200);
    expect((await upcoming(b)).map((task) => [task._id, task.status])).toEqual(
      bKept.map((task) => [task._id, task.status]),
    );
    for (const task of [...aKept, ...bKept]) {
      expect(
        (
          await request()
            .get(task.proofUrl ?? "")
            .set("Cookie", admin.cookie)
        ).status,
      ).toBe(200);
    }
    expect(await checkInvariants(deps)).toEqual([]);

    expect((await as(admin, request().delete(`/api/plans/${plan._id}?part=all`))).status).toBe(200);
    for (const user of [a, b]) expect((await tasksOf(user)).filter((task) => task.planId === plan._id)).toEqual([]);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When the future part of a plan not yet begun is deleted, then the plan goes and work done early stays as the student's own task", async () => {
    const [a] = people as [User];
    const start = addDays(today, 1);
    const created = await as(admin, request().post("/api/tasks/add")).send({
      name: "Not yet begun",
      instructions: "Listen and take notes.",
      deadline: start,
      category: "Listening",
      assignedTo: [a._id],
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(start, 4) },
    });
    expect(created.status).toBe(201);
    const plan = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find(
      (candidate) => candidate.name === "Not yet begun",
    ) as Plan;
    const early = (await tasksOf(a)).find((task) => task.planId === plan._id && task.deadline === addDays(start, 2));
    const done = await workOn(a, early as Task, true);

    expect((await as(admin, request().delete(`/api/plans/${plan._id}?part=future`))).status).toBe(200);
    expect(((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).some((p) => p._id === plan._id)).toBe(
      false,
    );
    const left = (await tasksOf(a)).filter((task) => task.name === "Not yet begun");
    expect(left.map((task) => [task._id, task.status, task.planId])).toEqual([[done._id, "completed", undefined]]);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});
