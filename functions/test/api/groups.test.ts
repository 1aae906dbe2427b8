/**
 * Groups: a supervisor's classes, named uniquely, with students who may be in several or none; a plan made for a
 * group follows it (who joins gets its remaining days, who leaves loses theirs from today, each told once).
 * A database of its own: the groups listed are this file's only.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Group, Notification, Plan, Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { MESSAGES } from "@common/messages";
import { createIsolatedTestApp, provisionUser, type Session, signIn, signInNew, withSession as as } from "./harness";
import { pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("groups");
const request = () => supertest(app);
const today = toCalendarDate(new Date());
// Three weeks of Monday, Wednesday and Friday, the first of them in the past.
const from = addDays(mondayOf(today), -7);
const until = addDays(from, 18);

let admin: Session;
let student: Session;
const people: User[] = [];

beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
  for (let i = 0; i < 5; i += 1) people.push(await provisionUser(deps));
  student = await signIn(app, (people[0] as User).email);
});

async function newGroup(name: string, students: User[] = []): Promise<Group> {
  const created = await as(admin, request().post("/api/groups")).send({ name, description: "Tuesdays, room 4" });
  expect(created.status).toBe(201);
  const group = created.body.group as Group;
  if (students.length > 0) {
    const added = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
      add: students.map((user) => user._id),
    });
    expect(added.status).toBe(200);
  }
  return group;
}

async function planFor(group: Group, students: User[], name: string): Promise<Plan> {
  const created = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Read a page aloud.",
    deadline: from,
    category: "Reading",
    assignedTo: students.map((user) => user._id),
    repeat: { weekdays: [1, 3, 5], until },
    groupId: group._id,
  });
  expect(created.status).toBe(201);
  const plan = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p.name === name);
  if (!plan) throw new Error("the plan is not listed");
  return plan;
}

const listGroups = async () => (await as(admin, request().get("/api/groups"))).body.groups as Group[];
const planTasksOf = async (user: User, plan: Plan) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[])
    .filter((task) => task.planId === plan._id)
    .map((task) => task.deadline)
    .sort();
const notificationsOf = async (user: User) =>
  (await as(await signIn(app, user.email), request().get("/api/notifications/get"))).body
    .notifications as Notification[];

/** A daily plan for the group, from yesterday to a week ahead: every day has a task. */
async function dailyPlanFor(group: Group, students: User[], name: string): Promise<Plan> {
  const created = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Write five sentences.",
    deadline: addDays(today, -1),
    category: "Writing",
    assignedTo: students.map((user) => user._id),
    repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, 7) },
    groupId: group._id,
  });
  expect(created.status).toBe(201);
  const plan = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p.name === name);
  if (!plan) throw new Error("the plan is not listed");
  return plan;
}

const planTasksOfOn = async (user: User, plan: Plan, day: string) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[]).filter(
    (task) => task.planId === plan._id && task.deadline === day,
  );

/** The student's proof for their plan task on `day`; verified by the admin too when `verify` is set. */
async function workOn(user: User, plan: Plan, day: string, verify: boolean): Promise<Task> {
  const [task] = await planTasksOfOn(user, plan, day);
  if (!task) throw new Error(`no task on ${day}`);
  const sent = await as(await signIn(app, user.email), request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
    "proof",
    await pngBytes(8, 8),
    "proof.png",
  );
  expect(sent.status).toBe(200);
  if (verify) {
    const [sentTask] = await planTasksOfOn(user, plan, day);
    const approved = await as(admin, request().post(`/api/tasks/${task._id}/review`)).send({
      decision: "approve",
      proofUrl: sentTask?.proofUrl,
    });
    expect(approved.status).toBe(200);
  }
  const [done] = await planTasksOfOn(user, plan, day);
  return done as Task;
}

describe("Groups", () => {
  it("When groups are made, renamed and listed, then their names are unique whatever the case, and each says its students", async () => {
    const [a, b] = people as [User, User];
    const group = await newGroup("A2 morning", [a, b]);
    expect((await listGroups()).find((g) => g._id === group._id)).toMatchObject({
      name: "A2 morning",
      description: "Tuesdays, room 4",
      students: [a._id, b._id],
    });
    const taken = await as(admin, request().post("/api/groups")).send({ name: "a2  MORNING" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MESSAGES.groupNameTaken);
    const renamed = await as(admin, request().patch(`/api/groups/${group._id}`)).send({ name: "A2 Morning group" });
    expect(renamed.status).toBe(200);
    expect((await listGroups()).find((g) => g._id === group._id)?.name).toBe("A2 Morning group");
    // Its own name, in another case, is not taken from it.
    expect(
      (await as(admin, request().patch(`/api/groups/${group._id}`)).send({ name: "A2 morning GROUP" })).status,
    ).toBe(200);
  });

  it("When a name or description is bad, then it is refused with the form's message and nothing is made", async () => {
    const before = (await listGroups()).length;
    const cases: [unknown, string][] = [
      [{ name: "" }, MESSAGES.nameRequired],
      [{ name: "B1 evening at https://evil.example" }, MESSAGES.nameWithLink],
      [{ name: "B1 evening", description: "x".repeat(201) }, "At most 200 characters"],
      [{ name: "B1 evening", extra: true }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await as(admin, request().post("/api/groups")).send(body as object);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect((await listGroups()).length).toBe(before);
  });

  it("When students are added twice, or one in two groups, then each is in a group once and may be in several", async () => {
    const [a, b] = people as [User, User];
    const first = await newGroup("Once only", [a]);
    const again = await as(admin, request().post(`/api/groups/${first._id}/students`)).send({ add: [a._id, b._id] });
    expect(again.body).toMatchObject({ joined: [b._id], left: [] });
    const second = await newGroup("Also here", [a]);
    const groups = await listGroups();
    expect(groups.find((g) => g._id === first._id)?.students).toEqual([a._id, b._id]);
    expect(groups.find((g) => g._id === second._id)?.students).toEqual([a._id]);
  });

  it("When a student joins a group that has a plan, then they get its remaining days; one who leaves loses theirs from today; each told", async () => {
    const [a, b, c] = people as [User, User, User];
    const group = await newGroup("B1 evening", [a, b]);
    const plan = await planFor(group, [a, b], "Evening reading");
    expect(plan.groupId).toBe(group._id);
    const response = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
      add: [c._id],
      remove: [b._id],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ joined: [c._id], left: [b._id] });
    const remaining = (await planTasksOf(a, plan)).filter((day) => day >= today);
    expect(await planTasksOf(c, plan)).toEqual(remaining);
    const left = await planTasksOf(b, plan);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((day) => day < today)).toBe(true);
    expect((await notificationsOf(c))[0]?.message).toMatch(/You joined a plan/);
    expect((await notificationsOf(b))[0]?.title).toBe("Task removed");
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When two admins add the same student at once, then the student is in the group once and has each plan day once", async () => {
    const [a, , , d] = people as [User, User, User, User];
    const group = await newGroup("Together", [a]);
    const plan = await planFor(group, [a], "Together reading");
    const add = () => as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: [d._id] });
    const answers = await Promise.all([add(), add(), add()]);
    // One change of a group at a time: the others wait their turn, and find nothing more to do.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => (answer.body.joined as string[]).length).sort()).toEqual([0, 0, 1]);
    await add();
    expect((await listGroups()).find((g) => g._id === group._id)?.students).toEqual([a._id, d._id]);
    const days = await planTasksOf(d, plan);
    expect(days).toEqual([...new Set(days)]);
    expect(days).toEqual((await planTasksOf(a, plan)).filter((day) => day >= today));
  });

  it("When a group is deleted, then no student and no task goes, and its plans follow no group any more", async () => {
    const [a, e] = [people[0], people[4]] as [User, User];
    const group = await newGroup("Short-lived", [a, e]);
    const plan = await planFor(group, [a, e], "Short-lived reading");
    const before = await planTasksOf(e, plan);
    expect((await as(admin, request().delete(`/api/groups/${group._id}`))).status).toBe(200);
    expect((await listGroups()).some((g) => g._id === group._id)).toBe(false);
    expect(await planTasksOf(e, plan)).toEqual(before);
    const listed = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find(
      (p) => p._id === plan._id,
    );
    expect(listed?.students).toEqual([a._id, e._id]);
    expect(listed?.groupId).toBeUndefined();
    expect((await as(admin, request().delete(`/api/groups/${group._id}`))).status).toBe(404);
  });

  it("When a student, a request without the CSRF token, an unknown group or a plan for one comes, then it is refused", async () => {
    const group = await newGroup("Guarded");
    expect((await as(student, request().get("/api/groups"))).status).toBe(403);
    expect((await request().get("/api/groups")).status).toBe(401);
    expect((await request().post("/api/groups").set("Cookie", admin.cookie).send({ name: "No token" })).status).toBe(
      403,
    );
    expect((await as(admin, request().patch("/api/groups/no-such-group")).send({ name: "Renamed" })).status).toBe(404);
    expect(
      (await as(admin, request().post("/api/groups/no-such-group/students")).send({ add: [people[0]?._id] })).status,
    ).toBe(404);
    expect(
      (await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: ["bad id!"] })).status,
    ).toBe(400);
    expect((await as(admin, request().patch(`/api/groups/${group._id}`)).send({})).status).toBe(400);
    const lost = await as(admin, request().post("/api/tasks/add")).send({
      name: "For nobody's group",
      instructions: "Read.",
      deadline: today,
      category: "Reading",
      assignedTo: [people[0]?._id],
      groupId: "no-such-group",
    });
    expect(lost.status).toBe(400);
    expect(lost.body.message).toBe("The group does not exist.");
  });
  it("When the board and the export are narrowed to a group, then they hold its students only, and an unknown group is 404", async () => {
    const [a, b, c] = people as [User, User, User];
    const group = await newGroup("Narrowed", [a, b]);
    await planFor(group, [a, b], "Narrowed reading");
    await as(admin, request().post("/api/tasks/add")).send({
      name: "Outside the group",
      instructions: "Read.",
      deadline: from,
      category: "Reading",
      assignedTo: [c._id],
    });
    const board = await as(admin, request().get(`/api/board?week=${from}&group=${group._id}`));
    expect(board.status).toBe(200);
    expect((board.body.students as User[]).map((user) => user._id).sort()).toEqual([a._id, b._id].sort());
    const owners = new Set((board.body.tasks as Task[]).map((task) => task.assignedTo));
    expect([...owners].sort()).toEqual([a._id, b._id].sort());
    const whole = await as(admin, request().get(`/api/board?week=${from}`));
    expect((whole.body.tasks as Task[]).some((task) => task.assignedTo === c._id)).toBe(true);

    const csv = await as(
      admin,
      request().get(`/api/board/export?from=${from}&to=${addDays(from, 6)}&group=${group._id}`),
    );
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(a.email);
    expect(csv.text).not.toContain(c.email);
    expect((await as(admin, request().get(`/api/board?week=${from}&group=no-such-group`))).status).toBe(404);
    expect((await as(admin, request().get(`/api/board?week=${from}&group=bad id!`))).status).toBe(400);
  });

  it("When an admin chooses the group their lists show, then their session says so, and back to everyone; an unknown group is refused", async () => {
    const group = await newGroup("Shown");
    const shown = await as(admin, request().put("/api/groups/shown")).send({ groupId: group._id });
    expect(shown.status).toBe(200);
    expect((await as(admin, request().get("/api/users/is-auth"))).body.user.shownGroup).toBe(group._id);
    const unknown = await as(admin, request().put("/api/groups/shown")).send({ groupId: "no-such-group" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.groupInvalid);
    expect((await as(admin, request().get("/api/users/is-auth"))).body.user.shownGroup).toBe(group._id);
    expect((await as(admin, request().put("/api/groups/shown")).send({ groupId: null })).status).toBe(200);
    expect((await as(admin, request().get("/api/users/is-auth"))).body.user.shownGroup).toBeUndefined();
    expect((await as(student, request().put("/api/groups/shown")).send({ groupId: null })).status).toBe(403);
  });
  it("When the review inbox and the summary are narrowed to a group, then they count and list its students' proofs only", async () => {
    const [a, , c] = people as [User, User, User];
    const group = await newGroup("Reviewed", [a]);
    const proofFor = async (user: User, name: string) => {
      const created = await as(admin, request().post("/api/tasks/add")).send({
        name,
        instructions: "Read.",
        deadline: today,
        category: "Reading",
        assignedTo: [user._id],
      });
      const session = await signIn(app, user.email);
      const sent = await as(session, request().post(`/api/tasks/upload-proof/${created.body.task._id}`)).attach(
        "proof",
        await pngBytes(8, 8),
        "proof.png",
      );
      expect(sent.status).toBe(200);
      return created.body.task._id as string;
    };
    const inGroup = await proofFor(a, "In the group's inbox");
    const outside = await proofFor(c, "Outside the group's inbox");

    const inbox = await as(admin, request().get(`/api/tasks/review-queue?group=${group._id}&limit=100`));
    expect(inbox.status).toBe(200);
    const ids = (inbox.body.items as Task[]).map((item) => item._id);
    expect(ids).toContain(inGroup);
    expect(ids).not.toContain(outside);
    expect((inbox.body.items as Task[]).every((item) => item.assignedTo === a._id)).toBe(true);
    const everyone = await as(admin, request().get("/api/tasks/review-queue?limit=100"));
    expect((everyone.body.items as Task[]).map((item) => item._id)).toEqual(expect.arrayContaining([inGroup, outside]));

    // A page at a time, in the group as in the whole inbox: the pages together are the group's list, once each.
    const first = await as(admin, request().get(`/api/tasks/review-queue?group=${group._id}&limit=1`));
    expect(first.body.items).toHaveLength(1);
    const paged = [...(first.body.items as Task[])];
    let next = first.body.next as string | null;
    while (next) {
      const page = await as(admin, request().get(`/api/tasks/review-queue?group=${group._id}&limit=1&cursor=${next}`));
      paged.push(...(page.body.items as Task[]));
      next = page.body.next as string | null;
    }
    expect(paged.map((item) => item._id)).toEqual(ids);

    const summary = await as(admin, request().get(`/api/reminders/summary?group=${group._id}`));
    expect(summary.status).toBe(200);
    expect(summary.body.summary.awaitingReview.count).toBe(ids.length);
    expect((summary.body.summary.behind as { _id: string }[]).every((student) => student._id === a._id)).toBe(true);
    const whole = await as(admin, request().get("/api/reminders/summary"));
    expect(whole.body.summary.awaitingReview.count).toBeGreaterThan(ids.length);
    expect((await as(admin, request().get("/api/tasks/review-queue?group=no-such-group"))).status).toBe(404);
    expect((await as(admin, request().get("/api/reminders/summary?group=no-such-group"))).status).toBe(404);
  });
  it("When a student in groups is deleted, then they leave every group, and the groups stay", async () => {
    const leaving = await provisionUser(deps);
    const [first, second] = [await newGroup("Left by one", [leaving]), await newGroup("Left by one too", [leaving])];
    const deleted = await as(admin, request().delete(`/api/users/${leaving._id}`)).send({
      confirmEmail: leaving.email,
    });
    expect(deleted.status).toBe(200);
    const groups = await listGroups();
    for (const group of [first, second]) {
      expect(groups.find((g) => g._id === group._id)?.students).toEqual([]);
    }
  });
  it("When a name differs from another's only by invisible characters, then it is the same name (409)", async () => {
    await newGroup("Invisible twin");
    for (const name of [
      "Invisible\u200B twin",
      "Invisible twin\u00AD",
      "Invis\u2060ible twin",
      "Invisible\u2800twin",
      "Invisible\u3164 twin",
    ]) {
      const twin = await as(admin, request().post("/api/groups")).send({ name });
      expect(twin.status, name).toBe(409);
    }
  });

  it("When a student in a group is made an admin, then they leave it", async () => {
    const promoted = await provisionUser(deps);
    const group = await newGroup("Promoted from", [promoted]);
    const edited = await as(admin, request().patch(`/api/users/${promoted._id}`)).send({
      name: promoted.name,
      role: "admin",
      phoneNumber: "",
      birthDate: "",
    });
    expect(edited.status).toBe(200);
    expect((await listGroups()).find((g) => g._id === group._id)?.students).toEqual([]);
    // Made an admin between the request's check and its write: the membership's own transaction refuses them.
    await expect(deps.groups.changeStudents(group._id, [promoted._id], [])).rejects.toMatchObject({ status: 409 });
    expect((await listGroups()).find((g) => g._id === group._id)?.students).toEqual([]);
  });

  it("When a student is in a group's plan but no longer in the group (a change cut short), then removing them takes them out of the plan", async () => {
    const [a, b] = [people[1], people[2]] as [User, User];
    const group = await newGroup("Cut short", [a]);
    const plan = await planFor(group, [a], "Cut short reading");
    // What a change cut short leaves: the plan has b, the group does not.
    const added = await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({ add: [b._id] });
    expect(added.status).toBe(200);
    expect((await planTasksOf(b, plan)).length).toBeGreaterThan(0);
    const removed = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ remove: [b._id] });
    expect(removed.status).toBe(200);
    expect((await planTasksOf(b, plan)).filter((day) => day >= today)).toEqual([]);
  });
  it("When a plan for a group names other students than the group's, then it is refused and nothing is made", async () => {
    const [a, b, c] = [people[2], people[3], people[4]] as [User, User, User];
    const group = await newGroup("Exactly its own", [a, b]);
    const plansBefore = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).length;
    for (const students of [[a], [a, b, c], [a, c]]) {
      const refused = await as(admin, request().post("/api/tasks/add")).send({
        name: "Not the group's",
        instructions: "Read.",
        deadline: today,
        category: "Reading",
        assignedTo: students.map((user) => user._id),
        groupId: group._id,
      });
      expect(refused.status, students.map((user) => user.name).join()).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.groupPlanStudents);
    }
    expect(((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).length).toBe(plansBefore);
  });

  it("When the group is being changed, then a plan for it is refused (409) rather than miss who joins", async () => {
    const [a] = [people[3]] as [User];
    const group = await newGroup("Being changed", [a]);
    expect(await deps.leases.take(`group-${group._id}`)).toBe(true);
    try {
      const busy = await as(admin, request().post("/api/tasks/add")).send({
        name: "While it changes",
        instructions: "Read.",
        deadline: today,
        category: "Reading",
        assignedTo: [a._id],
        groupId: group._id,
      });
      expect(busy.status).toBe(409);
    } finally {
      await deps.leases.drop([`group-${group._id}`]);
    }
    expect((await planFor(group, [a], "Once it is free")).groupId).toBe(group._id);
  });
  it("When a student leaves a group, then their verified and submitted work stays; only their pending tasks without proof from today on go", async () => {
    const student = await provisionUser(deps);
    const group = await newGroup("Keeps the work", [student]);
    const plan = await dailyPlanFor(group, [student], "Daily writing kept");
    const verifiedToday = await workOn(student, plan, today, true);
    const verifiedEarly = await workOn(student, plan, addDays(today, 3), true);
    const sentTomorrow = await workOn(student, plan, addDays(today, 1), false);
    const kept = [verifiedToday, verifiedEarly, sentTomorrow];
    expect(verifiedEarly.status).toBe("completed");

    const left = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ remove: [student._id] });
    expect(left.status).toBe(200);
    // Yesterday's stays as every past task does; of the eight days from today on, the five without work go.
    expect(left.body.removed).toBe(5);
    const days = await planTasksOf(student, plan);
    expect(days).toEqual([addDays(today, -1), today, addDays(today, 1), addDays(today, 3)]);
    for (const task of kept) {
      const [now] = await planTasksOfOn(student, plan, task.deadline);
      expect(now?.status, task.deadline).toBe(task.status);
      expect(now?.proofUrl, task.deadline).toBe(task.proofUrl);
      const file = await request()
        .get(task.proofUrl ?? "")
        .set("Cookie", admin.cookie);
      expect(file.status, task.proofUrl).toBe(200);
    }
    expect(await checkInvariants(deps)).toEqual([]);

    // Back in the group, they get the days they have no task on, and their work is as it was.
    const back = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: [student._id] });
    expect(back.status).toBe(200);
    const again = await planTasksOf(student, plan);
    expect(again).toEqual([...new Set(again)]);
    expect(again.filter((day) => day >= today)).toHaveLength(8);
    expect((await planTasksOfOn(student, plan, addDays(today, 3)))[0]?.status).toBe("completed");
    expect((await planTasksOfOn(student, plan, addDays(today, 1)))[0]?.proofUrl).toBe(sentTomorrow.proofUrl);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a plan of the group is being changed, then a join waits, and refused at last (409) it changes nothing", async () => {
    const [a] = people as [User];
    const joining = await provisionUser(deps);
    const group = await newGroup("Refused join", [a]);
    const plan = await planFor(group, [a], "Refused join reading");
    expect(await deps.leases.take(`plan-${plan._id}`)).toBe(true);
    try {
      const refused = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
        add: [joining._id],
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("A plan of this group is being changed right now: try again in a moment.");
    } finally {
      await deps.leases.drop([`plan-${plan._id}`]);
    }
    expect((await listGroups()).find((g) => g._id === group._id)?.students).toEqual([a._id]);
    expect(await planTasksOf(joining, plan)).toEqual([]);
    expect(await deps.leases.take(`group-${group._id}`)).toBe(true);
    await deps.leases.drop([`group-${group._id}`]);
  });

  it("When two admins add twenty students to one group at the same moment, then every change waits its turn and lands once", async () => {
    const other = await signInNew(app, deps, "admin");
    const [a] = people as [User];
    const group = await newGroup("Crowded", [a]);
    const plan = await planFor(group, [a], "Crowded reading");
    const joining = await Promise.all(Array.from({ length: 20 }, () => provisionUser(deps)));
    const answers = await Promise.all(
      joining.map((user, index) =>
        as(index % 2 === 0 ? admin : other, request().post(`/api/groups/${group._id}/students`)).send({
          add: [user._id],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(joining.map(() => 200));
    const members = (await listGroups()).find((g) => g._id === group._id)?.students ?? [];
    expect([...members].sort()).toEqual([a._id, ...joining.map((user) => user._id)].sort());
    const remaining = (await planTasksOf(a, plan)).filter((day) => day >= today);
    for (const user of joining) expect(await planTasksOf(user, plan)).toEqual(remaining);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});
