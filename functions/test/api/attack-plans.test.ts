/**
 * What the attack on plans and notifications found: changes of one plan sent at once lost
 * or doubled each other, and marking all read while some were deleted left the unread count wrong. Each test
 * failed before its fix. A database of its own.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Plan, Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { writeEach } from "../../src/lib/firestore/batches";
import { createIsolatedTestApp, provisionUser, type Session, signIn, signInNew, withSession as as } from "./harness";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("attack-plans");
const request = () => supertest(app);
const today = toCalendarDate(new Date());
const from = mondayOf(today);
const until = addDays(from, 27);

let admin: Session;
beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
});

async function newPlan(students: User[], name: string): Promise<Plan> {
  const created = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Read aloud.",
    deadline: from,
    category: "Reading",
    assignedTo: students.map((user) => user._id),
    repeat: { weekdays: [1, 2, 3, 4, 5], until },
  });
  expect(created.status).toBe(201);
  const plan = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p.name === name);
  if (!plan) throw new Error("the plan is not listed");
  return plan;
}

const planTasksOf = async (user: User, planId: string) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[]).filter(
    (task) => task.planId === planId,
  );
const planOf = async (planId: string) =>
  ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((plan) => plan._id === planId);

describe("Changes of one plan sent at once", () => {
  it("When the same student is added ten times at once, then each change waits its turn and their days are added once", async () => {
    const [first, joining] = [await provisionUser(deps), await provisionUser(deps)];
    const plan = await newPlan([first], "Added at once");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(admin, request().post(`/api/plans/${plan._id}/students`)).send({ add: [joining._id] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const deadlines = (await planTasksOf(joining, plan._id)).map((task) => task.deadline);
    expect(deadlines.length).toBeGreaterThan(0);
    expect(new Set(deadlines).size).toBe(deadlines.length);
    // The first adds their days; each after it finds them in the plan already.
    expect(answers.map((answer) => answer.body.added as number).sort((x, y) => y - x)).toEqual([
      deadlines.length,
      ...Array.from({ length: 9 }, () => 0),
    ]);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When students are added and removed at once, then the plan names exactly the students who hold its days", async () => {
    const [kept, leaving, a, b] = await Promise.all(Array.from({ length: 4 }, () => provisionUser(deps)));
    const plan = await newPlan([kept, leaving] as User[], "Mixed at once");
    const changes = [{ add: [a?._id] }, { add: [b?._id] }, { remove: [leaving?._id] }];
    const answers = await Promise.all(
      changes.map((change) => as(admin, request().post(`/api/plans/${plan._id}/students`)).send(change)),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const stored = await planOf(plan._id);
    for (const user of [kept, leaving, a, b] as User[]) {
      const future = (await planTasksOf(user, plan._id)).filter((task) => task.deadline >= today);
      expect(stored?.students.includes(user._id), user._id).toBe(future.length > 0);
    }
  });

  it("When a plan is deleted ten times at once, then one deletes it and the others are told it is busy or gone", async () => {
    const plan = await newPlan([await provisionUser(deps)], "Deleted at once");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => as(admin, request().delete(`/api/plans/${plan._id}?part=all`))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect([409, 404]).toContain(answer.status);
      expect(answer.body.message).not.toBe("There is no such task.");
    }
    expect(await planOf(plan._id)).toBeUndefined();
  });
});

describe("Notifications changed at once", () => {
  const notify = (userId: string, isRead: boolean) =>
    deps.notifications.create({ userId, title: "Note", message: "A note.", relatedTask: null, isRead });
  const unreadCount = async (user: User) => (await deps.users.findById(user._id))?.notificationCounts?.unread;
  const reallyUnread = async (user: User) =>
    (
      await deps.db
        .collection(COLLECTIONS.notifications)
        .where("userId", "==", user._id)
        .where("isRead", "==", false)
        .count()
        .get()
    ).data().count;

  it("When one of the documents written one by one is gone, then the others land and it is skipped", async () => {
    const present = deps.db.collection(COLLECTIONS.notifications).doc();
    await present.set({ userId: "nobody", isRead: false });
    const gone = deps.db.collection(COLLECTIONS.notifications).doc();
    const landed = await writeEach(deps.db, [gone, present], (writer, ref) => writer.update(ref, { isRead: true }));
    expect(landed).toBe(1);
    expect((await present.get()).get("isRead")).toBe(true);
    expect((await gone.get()).exists).toBe(false);
  });

  it("When some are deleted while all are marked read, then it succeeds and the unread count is exact", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    for (let i = 0; i < 60; i += 1) await notify(user._id, false);
    const ids = (await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", user._id).get()).docs.map(
      (doc) => doc.id,
    );
    const [marked, ...deleted] = await Promise.all([
      as(session, request().patch("/api/notifications/mark-all-read")),
      ...ids.slice(0, 10).map((id) => as(session, request().delete(`/api/notifications/${id}`))),
    ]);
    expect(marked?.status).toBe(200);
    expect(deleted.every((answer) => answer.status === 200)).toBe(true);
    expect(await unreadCount(user)).toBe(await reallyUnread(user));
  });

  it("When the read ones are cleared five times at once, then the counts told add up to what was deleted", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    for (let i = 0; i < 24; i += 1) await notify(user._id, true);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(session, request().post("/api/notifications/clear-read"))),
    );
    const told = answers.map((answer) => Number(/^(\d+)/.exec(answer.body.message as string)?.[1] ?? 0));
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(24);
  });
});
