/**
 * Planning a class's week: one request for many students and repeated days, edits and deletions
 * of a task or the rest of its plan, and templates.
 */
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Notification, Task, UserSummary } from "@common/api-types";
import { addDays, mondayOf } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { MESSAGES } from "@common/validation";
import type { Firestore } from "firebase-admin/firestore";
import {
  createTestApp,
  fileKeyOf,
  provisionUser,
  signedInAdminAndStudent,
  signIn,
  withSession as as,
  type Session,
} from "./harness";
import { pngBytes } from "./images";

const { app, deps } = createTestApp();
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);
const monday = mondayOf("2026-12-02");

const task = (assignedTo: string | string[], overrides: Record<string, unknown> = {}) => ({
  name: "Shadow a podcast",
  instructions: "Repeat each sentence aloud.",
  deadline: monday,
  category: "Speaking",
  assignedTo,
  ...overrides,
});

async function students(count: number) {
  const made = await Promise.all(Array.from({ length: count }, () => provisionUser(deps)));
  return made;
}
const create = (body: unknown) => as(people.admin, request().post("/api/tasks/add")).send(body as object);
const tasksOf = async (studentId: string) =>
  (await request().get(`/api/users/${studentId}/tasks`).set("Cookie", people.admin.cookie)).body.tasks as Task[];
const notificationsOf = async (session: Session) =>
  (await request().get("/api/notifications/get").set("Cookie", session.cookie)).body.notifications as Notification[];
const summaryOf = async (userId: string) =>
  ((await request().get("/api/users/list").set("Cookie", people.admin.cookie)).body.users as UserSummary[]).find(
    (user) => user._id === userId,
  );

/**
 * The app's Firestore with every transaction passed through `run` (to count them, fail one, or act between
 * them), as plans write one transaction per pack of students.
 */
const interceptingTransactions = (run: (original: () => Promise<unknown>) => Promise<unknown>) =>
  new Proxy(deps.db, {
    get(target, key, receiver) {
      if (key !== "runTransaction") return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<Firestore["runTransaction"]>) => run(() => target.runTransaction(...args));
    },
  }) as Firestore;

/**
 * A plan of every day for 300 days for the students (each one's tasks fill a transaction of their own), sent
 * by an admin of an app on `db`; `ready` runs once the admin is signed in, before the plan is sent.
 */
async function longPlanFor(students: { _id: string }[], db: Firestore, ready: () => void) {
  const { app: planning, deps: planningDeps } = createTestApp({ db });
  const admin = await signIn(planning, (await provisionUser(planningDeps, "admin")).email);
  ready();
  return as(admin, supertest(planning).post("/api/tasks/add")).send(
    task(
      students.map((s) => s._id),
      { repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(monday, 299) } },
    ),
  );
}

/** No task and no notification of a refused plan is left for its students. */
async function expectNothingOfThePlan(students: { _id: string }[]) {
  for (const student of students) {
    const left = await deps.db.collection(COLLECTIONS.tasks).where("assignedTo", "==", student._id).get();
    expect(left.size).toBe(0);
    const told = await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", student._id).get();
    expect(told.size).toBe(0);
  }
}

/** An app whose admins may create 10 tasks an hour, and one of its admins, signed in. */
async function adminLimitedToTenTasks() {
  const limited = createTestApp({
    config: {
      ...deps.config,
      rateLimits: { ...deps.config.rateLimits, tasksCreated: { limit: 10, windowSeconds: 3600 } },
    },
  });
  const admin = await signIn(limited.app, (await provisionUser(limited.deps, "admin")).email);
  return { limited, admin };
}

describe("Assign to many, repeat", () => {
  it("When one task goes to three students, then each has it in one plan and is notified once", async () => {
    const trio = await students(3);
    const response = await create(task(trio.map((s) => s._id)));
    expect(response.status).toBe(201);
    expect(response.body.count).toBe(3);
    expect(response.body.message).toBe("3 tasks created successfully");
    const plans = new Set<string | undefined>();
    for (const student of trio) {
      const [only] = await tasksOf(student._id);
      expect(only).toMatchObject({ name: "Shadow a podcast", deadline: monday, assignedTo: student._id });
      plans.add(only?.planId);
      const session = await signIn(app, student.email);
      expect((await notificationsOf(session)).filter((n) => n.title === "New task assigned")).toHaveLength(1);
      expect(await summaryOf(student._id)).toMatchObject({ openTasks: 1 });
    }
    expect(plans.size).toBe(1);
    expect([...plans][0]).toBeTruthy();
  });

  it("When the spec's single choice is sent, then one task is created, with no plan", async () => {
    const response = await create(task(people.studentUser._id, { name: "Single" }));
    expect(response.status).toBe(201);
    expect(response.body.count).toBe(1);
    expect(response.body.task.planId).toBeUndefined();
  });

  it("When a task repeats Mon, Wed, Fri for two weeks for two students, then 12 tasks on those days", async () => {
    const pair = await students(2);
    const response = await create(
      task(
        pair.map((s) => s._id),
        { repeat: { weekdays: [5, 1, 3], until: addDays(monday, 13) } },
      ),
    );
    expect(response.status).toBe(201);
    expect(response.body.count).toBe(12);
    const days = [0, 2, 4, 7, 9, 11].map((offset) => addDays(monday, offset));
    for (const student of pair) {
      expect((await tasksOf(student._id)).map((t) => t.deadline)).toEqual(days);
      const session = await signIn(app, student.email);
      const assigned = (await notificationsOf(session)).filter((n) => n.title === "New task assigned");
      expect(assigned).toHaveLength(1);
      expect(assigned[0]?.message).toMatch(/6 new Speaking tasks/);
    }
  });

  it("When the repetition is wrong or the students are not all active students, then 400 and nothing is created", async () => {
    const [one] = await students(1);
    const id = one?._id ?? "";
    const cases: [Record<string, unknown>, string][] = [
      [{ repeat: { weekdays: [1], until: addDays(monday, -1) } }, MESSAGES.repeatUntilInvalid],
      [{ repeat: { weekdays: [1], until: addDays(monday, 400) } }, MESSAGES.repeatUntilInvalid],
      [{ repeat: { weekdays: [], until: addDays(monday, 7) } }, MESSAGES.repeatWeekdaysRequired],
      [{ repeat: { weekdays: [2], until: monday } }, MESSAGES.repeatCreatesNothing],
      [{ assignedTo: [] }, MESSAGES.assigneeRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(task(id, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const adminUser = await provisionUser(deps, "admin");
    expect((await create(task([id, adminUser._id]))).status).toBe(400);
    const inactive = await provisionUser(deps);
    await deps.users.setActive(inactive._id, false, "someone-else");
    const refused = await create(task([id, inactive._id]));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/deactivated/);
    expect(await tasksOf(id)).toEqual([]);
  });

  it("When a task goes to 30 students, then it costs one transaction", async () => {
    const class30 = await students(30);
    let commits = 0;
    const counting = interceptingTransactions((commit) => ((commits += 1), commit()));
    const counted = createTestApp({ db: counting });
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    commits = 0;
    const response = await as(admin, supertest(counted.app).post("/api/tasks/add")).send(
      task(class30.map((s) => s._id)),
    );
    expect(response.status).toBe(201);
    expect(response.body.count).toBe(30);
    expect(commits).toBe(1);
  });

  it("When a later batch of a large plan fails, then nothing of the plan is left", async () => {
    const pair = await students(2);
    let commits = 0;
    const failing = interceptingTransactions((commit) =>
      (commits += 1) === 2 ? Promise.reject(new Error("quota exceeded")) : commit(),
    );
    const response = await longPlanFor(pair, failing, () => (commits = 0));
    expect(response.status).toBe(500);
    await expectNothingOfThePlan(pair);
    for (const student of pair) expect(await summaryOf(student._id)).toMatchObject({ openTasks: 0 });
  });
});

describe("Edit and delete", () => {
  async function weeklyPlan() {
    const [student] = await students(1);
    const id = student?._id ?? "";
    await create(task(id, { repeat: { weekdays: [1], until: addDays(monday, 21) } }));
    return { student: student as NonNullable<typeof student>, tasks: await tasksOf(id) };
  }

  it("When an admin edits one task of a plan, then only it changes and the student hears of a new deadline", async () => {
    const { student, tasks } = await weeklyPlan();
    const [, second] = tasks as [Task, Task];
    const response = await as(people.admin, request().patch(`/api/tasks/${second._id}`)).send({
      name: "Shadow a news report",
      deadline: addDays(second.deadline, 1),
    });
    expect(response.status).toBe(200);
    const after = await tasksOf(student._id);
    expect(after.map((t) => t.name)).toEqual([
      "Shadow a podcast",
      "Shadow a news report",
      "Shadow a podcast",
      "Shadow a podcast",
    ]);
    expect(after[1]?.deadline).toBe(addDays(second.deadline, 1));
    const session = await signIn(app, student.email);
    expect((await notificationsOf(session)).some((n) => n.title === "Deadline changed")).toBe(true);
  });

  it("When an admin moves 'this and the following' by two days, then the later ones move and earlier ones stay", async () => {
    const { student, tasks } = await weeklyPlan();
    const [first, second] = tasks as [Task, Task];
    const response = await as(people.admin, request().patch(`/api/tasks/${second._id}`)).send({
      deadline: addDays(second.deadline, 2),
      scope: "following",
    });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(3);
    expect((await tasksOf(student._id)).map((t) => t.deadline)).toEqual([
      first.deadline,
      addDays(monday, 9),
      addDays(monday, 16),
      addDays(monday, 23),
    ]);
    const summary = await summaryOf(student._id);
    expect(summary?.openTasks).toBe(4);
  });

  it("When a task moves to another student, then both hear of it; a task with proof cannot move", async () => {
    const [from, to] = await students(2);
    const fromSession = await signIn(app, from?.email ?? "");
    const created = (await create(task(from?._id ?? ""))).body.task as Task;
    const moved = await as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ assignedTo: to?._id });
    expect(moved.status).toBe(200);
    expect(await tasksOf(from?._id ?? "")).toEqual([]);
    expect((await tasksOf(to?._id ?? "")).map((t) => t._id)).toEqual([created._id]);
    expect((await notificationsOf(fromSession)).some((n) => n.title === "Task removed")).toBe(true);
    expect(await summaryOf(from?._id ?? "")).toMatchObject({ openTasks: 0 });
    expect(await summaryOf(to?._id ?? "")).toMatchObject({ openTasks: 1 });

    const proven = (await create(task(from?._id ?? ""))).body.task as Task;
    await as(fromSession, request().post(`/api/tasks/upload-proof/${proven._id}`)).attach(
      "proof",
      await pngBytes(),
      "p.png",
    );
    const refused = await as(people.admin, request().patch(`/api/tasks/${proven._id}`)).send({ assignedTo: to?._id });
    expect(refused.status).toBe(409);
  });

  it("When 'this and the following' are deleted, then they, their proofs and counts go; notifications stay, marked", async () => {
    const { student, tasks } = await weeklyPlan();
    const [first, second, third] = tasks as [Task, Task, Task];
    const session = await signIn(app, student.email);
    await as(session, request().post(`/api/tasks/upload-proof/${third._id}`)).attach(
      "proof",
      await pngBytes(),
      "p.png",
    );
    const proofKey = fileKeyOf((await deps.tasks.findById(third._id))?.proofUrl);
    const response = await as(people.admin, request().delete(`/api/tasks/${second._id}?scope=following`));
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(3);
    expect((await tasksOf(student._id)).map((t) => t._id)).toEqual([first._id]);
    expect(await deps.files.get(proofKey)).toBeNull();
    expect(await summaryOf(student._id)).toMatchObject({ openTasks: 1 });
    const notifications = await notificationsOf(session);
    expect(notifications.some((n) => n.title === "Task removed")).toBe(true);
    const assigned = notifications.find((n) => n.title === "New task assigned");
    // The plan's notification names its first task, which is kept.
    expect(assigned?.relatedTask?.deleted).toBeUndefined();
  });

  it("When a lone task is deleted, then the notification about it says it was deleted", async () => {
    const [student] = await students(1);
    const created = (await create(task(student?._id ?? ""))).body.task as Task;
    expect((await as(people.admin, request().delete(`/api/tasks/${created._id}`))).status).toBe(200);
    const session = await signIn(app, student?.email ?? "");
    const about = (await notificationsOf(session)).filter((n) => n.relatedTask?._id === created._id);
    expect(about.length).toBe(2);
    expect(about.every((n) => n.relatedTask?.deleted === true)).toBe(true);
  });

  it("When a completed task is reopened, then it is pending and counted open again", async () => {
    const [student] = await students(1);
    const created = (await create(task(student?._id ?? ""))).body.task as Task;
    await as(people.admin, request().patch(`/api/tasks/update/${created._id}`)).send({ status: "completed" });
    expect(await summaryOf(student?._id ?? "")).toMatchObject({ openTasks: 0 });
    await as(people.admin, request().patch(`/api/tasks/update/${created._id}`)).send({ status: "pending" });
    expect((await deps.tasks.findById(created._id))?.status).toBe("pending");
    expect(await summaryOf(student?._id ?? "")).toMatchObject({ openTasks: 1 });
  });

  it("When the edit is empty, the scope unknown, or the task unknown, then 400 or 404", async () => {
    const created = (await create(task(people.studentUser._id))).body.task as Task;
    const empty = await as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(MESSAGES.nothingToChange);
    expect((await as(people.admin, request().delete(`/api/tasks/${created._id}?scope=all`))).status).toBe(400);
    expect((await as(people.admin, request().delete("/api/tasks/no-such-task"))).status).toBe(404);
    expect((await as(people.admin, request().patch("/api/tasks/no-such-task")).send({ name: "x y" })).status).toBe(404);
  });

  it("When a student or a request without the CSRF token tries, then it is refused", async () => {
    const created = (await create(task(people.studentUser._id))).body.task as Task;
    expect((await as(people.student, request().delete(`/api/tasks/${created._id}`))).status).toBe(403);
    expect((await request().delete(`/api/tasks/${created._id}`).set("Cookie", people.admin.cookie)).status).toBe(403);
    expect((await as(people.student, request().patch(`/api/tasks/${created._id}`)).send({ name: "Mine" })).status).toBe(
      403,
    );
    expect(await deps.tasks.findById(created._id)).not.toBeNull();
  });
});

describe("Templates", () => {
  it("When an admin saves a template, then it is listed and can be deleted; students get 403", async () => {
    const saved = await as(people.admin, request().post("/api/templates")).send({
      name: "Daily diary",
      instructions: "Write five sentences about your day.",
      category: "Writing",
    });
    expect(saved.status).toBe(201);
    const list = await request().get("/api/templates").set("Cookie", people.admin.cookie);
    expect(list.body.templates).toContainEqual(saved.body.template);
    expect((await request().get("/api/templates").set("Cookie", people.student.cookie)).status).toBe(403);
    const bad = await as(people.admin, request().post("/api/templates")).send({ name: "", category: "Cooking" });
    expect(bad.status).toBe(400);
    expect((await as(people.admin, request().delete(`/api/templates/${saved.body.template._id}`))).status).toBe(200);
    expect((await as(people.admin, request().delete(`/api/templates/${saved.body.template._id}`))).status).toBe(404);
    const count = await deps.db.collection(COLLECTIONS.templates).where("name", "==", "Daily diary").get();
    expect(count.size).toBe(0);
  });
});

describe("Races and edges (found by an attack on the running stack)", () => {
  const pendingOf = async (studentId: string) =>
    (await tasksOf(studentId)).filter((t) => t.status === "pending").length;

  it("When a completion and an edit of the same task race, then the task stays completed and counts match", async () => {
    for (let round = 0; round < 8; round += 1) {
      const [student] = await students(1);
      const created = (await create(task(student?._id ?? ""))).body.task as Task;
      const [completion, edit] = await Promise.all([
        as(people.admin, request().patch(`/api/tasks/update/${created._id}`)).send({ status: "completed" }),
        as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ instructions: `typo fixed ${round}` }),
      ]);
      expect([completion.status, edit.status]).toEqual([200, 200]);
      const stored = await deps.tasks.findById(created._id);
      expect(stored).toMatchObject({ status: "completed", instructions: `typo fixed ${round}` });
      expect((await summaryOf(student?._id ?? ""))?.openTasks).toBe(0);
    }
  });

  it("When many deadline edits or deletions of one task race, then the counts stay right and one deletion wins", async () => {
    const [student] = await students(1);
    const id = student?._id ?? "";
    const created = (await create(task(id))).body.task as Task;
    const edits = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((days) =>
        as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ deadline: addDays(monday, days) }),
      ),
    );
    expect(edits.every((response) => response.status === 200)).toBe(true);
    expect(await summaryOf(id)).toMatchObject({ openTasks: await pendingOf(id) });
    const deletions = await Promise.all(
      Array.from({ length: 10 }, () => as(people.admin, request().delete(`/api/tasks/${created._id}`))),
    );
    expect(deletions.filter((response) => response.status === 200)).toHaveLength(1);
    expect(deletions.filter((response) => response.status !== 200).every((response) => response.status === 404)).toBe(
      true,
    );
    expect(await summaryOf(id)).toMatchObject({ openTasks: 0 });
  });

  it("When a proof upload races a move to another student, then a proof never stays with the wrong student", async () => {
    for (let round = 0; round < 4; round += 1) {
      const [from, to] = await students(2);
      const session = await signIn(app, from?.email ?? "");
      const created = (await create(task(from?._id ?? ""))).body.task as Task;
      await Promise.all([
        as(session, request().post(`/api/tasks/upload-proof/${created._id}`)).attach(
          "proof",
          await pngBytes(),
          "p.png",
        ),
        as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ assignedTo: to?._id }),
      ]);
      const stored = await deps.tasks.findById(created._id);
      if (stored?.proofUrl) expect(fileKeyOf(stored.proofUrl).split("/")[1]).toBe(stored.assignedTo);
    }
  });

  it("When an edit would move a deadline out of 1900–2099, then 400 and nothing moves", async () => {
    const [student] = await students(1);
    const created = (await create(task(student?._id ?? "", { deadline: "2099-12-30" }))).body.task as Task;
    const response = await as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({
      deadline: "2099-12-31",
      scope: "following",
    });
    expect(response.status).toBe(200);
    const plan = await create(
      task(student?._id ?? "", {
        deadline: "2099-12-01",
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: "2099-12-31" },
      }),
    );
    const first = (plan.body.task as Task)._id;
    const refused = await as(people.admin, request().patch(`/api/tasks/${first}`)).send({
      deadline: "2099-12-05",
      scope: "following",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/between 1900-01-01 and 2099-12-31/);
    expect((await deps.tasks.findById(first))?.deadline).toBe("2099-12-01");
  });

  it("When an admin creates more tasks in an hour than allowed, then 429 and nothing is created", async () => {
    const { limited, admin } = await adminLimitedToTenTasks();
    const [student] = await students(1);
    const response = await as(admin, supertest(limited.app).post("/api/tasks/add")).send(
      task(student?._id ?? "", { repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(monday, 11) } }),
    );
    expect(response.status).toBe(429);
    expect(await tasksOf(student?._id ?? "")).toEqual([]);
  });

  it("When an admin's plan fails with another student than the first gone, then the undo still takes everything back", async () => {
    const pair = await students(2);
    let transactions = 0;
    // Once the first student's tasks are committed, both students' accounts are deleted: the second
    // transaction finds its student gone, and the undo must not trip over the first one's missing record.
    const racing = interceptingTransactions(async (run) => {
      transactions += 1;
      const result = await run();
      if (transactions === 1) {
        for (const student of pair) await deps.db.collection(COLLECTIONS.users).doc(student._id).delete();
      }
      return result;
    });
    const response = await longPlanFor(pair, racing, () => (transactions = 0));
    expect(response.status).toBe(409);
    await expectNothingOfThePlan(pair);
  });

  it("When a student is deactivated after the form was checked, then the plan's transaction refuses them", async () => {
    const [student] = await students(1);
    const id = student?._id ?? "";
    await deps.users.setActive(id, false, "someone-else");
    const refused = deps.tasks.createPlan(
      { name: "Late", instructions: "x", category: "Other", audioAllowed: false },
      [{ assignedTo: id, deadlines: [monday] }],
      null,
      deps.notifications,
      (first) => ({ userId: first.assignedTo, title: "t", message: "m", relatedTask: null }),
    );
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(await tasksOf(id)).toEqual([]);
  });

  it("When tasks are deleted or moved away, then the student's record keeps no empty dates", async () => {
    const [student] = await students(1);
    const id = student?._id ?? "";
    const plan = await create(task(id, { repeat: { weekdays: [1, 2, 3], until: addDays(monday, 2) } }));
    const first = (plan.body.task as Task)._id;
    for (const days of [10, 20, 30]) {
      const moved = await as(people.admin, request().patch(`/api/tasks/${first}`)).send({
        deadline: addDays(monday, days),
        scope: "following",
      });
      expect(moved.status).toBe(200);
    }
    const counts = (await deps.db.collection(COLLECTIONS.users).doc(id).get()).get("openByDeadline");
    expect(Object.keys(counts).sort()).toEqual([addDays(monday, 30), addDays(monday, 31), addDays(monday, 32)]);
    await as(people.admin, request().delete(`/api/tasks/${first}?scope=following`));
    expect((await deps.db.collection(COLLECTIONS.users).doc(id).get()).get("openByDeadline")).toEqual({});
  });

  it("When 'this and the following' move to another student, then they form a plan of their own there", async () => {
    const [from, to] = await students(2);
    const plan = await create(task(from?._id ?? "", { repeat: { weekdays: [1, 2, 3], until: addDays(monday, 2) } }));
    const [, second] = await tasksOf(from?._id ?? "");
    const moved = await as(people.admin, request().patch(`/api/tasks/${second?._id}`)).send({
      assignedTo: to?._id,
      scope: "following",
    });
    expect(moved.status).toBe(200);
    const theirs = await tasksOf(to?._id ?? "");
    expect(theirs).toHaveLength(2);
    expect(theirs[0]?.planId).toBeDefined();
    expect(theirs[0]?.planId).not.toBe((plan.body.task as Task).planId);
    expect(theirs[1]?.planId).toBe(theirs[0]?.planId);
    expect((await tasksOf(from?._id ?? ""))[0]?.planId).toBe((plan.body.task as Task).planId);
  });

  it("When a plan is refused for a deactivated student, then it costs nothing of the hourly quota", async () => {
    const { limited, admin } = await adminLimitedToTenTasks();
    const [active, inactive] = await students(2);
    await deps.users.setActive(inactive?._id ?? "", false, "someone-else");
    const ids = [active?._id ?? "", inactive?._id ?? ""];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await as(admin, supertest(limited.app).post("/api/tasks/add")).send(
        task(ids, { repeat: { weekdays: [1, 2, 3, 4, 5], until: addDays(monday, 4) } }),
      );
      expect(refused.status).toBe(400);
    }
    const allowed = await as(admin, supertest(limited.app).post("/api/tasks/add")).send(
      task(active?._id ?? "", { repeat: { weekdays: [1, 2, 3, 4, 5], until: addDays(monday, 4) } }),
    );
    expect(allowed.status).toBe(201);
  });

  it("When the weekdays name a day twice, then it counts once", async () => {
    const [student] = await students(1);
    const response = await create(
      task(student?._id ?? "", { repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7, 1], until: addDays(monday, 6) } }),
    );
    expect(response.status).toBe(201);
    expect(response.body.count).toBe(7);
  });

  it("When a task moves to another day or student, then the notifications about it lead to where it is now", async () => {
    const [first, second] = await students(2);
    const firstSession = await signIn(app, first?.email ?? "");
    const created = (await create(task(first?._id ?? ""))).body.task as Task;
    const about = async (session: Session) =>
      (await notificationsOf(session)).filter((n) => n.relatedTask?._id === created._id);
    await as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ deadline: addDays(monday, 2) });
    expect((await about(firstSession)).map((n) => n.relatedTask?.deadline)).toEqual([
      addDays(monday, 2),
      addDays(monday, 2),
    ]);
    await as(people.admin, request().patch(`/api/tasks/${created._id}`)).send({ assignedTo: second?._id });
    expect((await about(firstSession)).every((n) => n.relatedTask?.deleted === true)).toBe(true);
  });
});
