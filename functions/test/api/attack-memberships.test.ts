/**
 * What the attack on groups' and plans' membership changes found: a group change refused because another admin
 * changed a joiner's account meanwhile had already given them a plan's days (and taken a leaver's), and a change
 * that outlived its lease gave back the lease of the change that took it over. Each test failed before its fix. A database of its own.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Group, Plan, Task, User } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { BUSY, Leases } from "../../src/lib/firestore/leases";
import { createIsolatedTestApp, provisionUser, signIn, withSession as as, type Session } from "./harness";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("attack-memberships");
const request = () => supertest(app);
const today = toCalendarDate(new Date());

let admin: Session;
beforeAll(async () => {
  admin = await signIn(app, (await provisionUser(deps, "admin")).email);
});

async function groupWithPlans(name: string, members: User[], plans: number): Promise<Group> {
  const group = (await as(admin, request().post("/api/groups")).send({ name })).body.group as Group;
  const joined = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
    add: members.map((user) => user._id),
  });
  expect(joined.status).toBe(200);
  for (let i = 0; i < plans; i += 1) {
    const created = await as(admin, request().post("/api/tasks/add")).send({
      name: `${name} plan ${i}`,
      instructions: "Read a page aloud.",
      deadline: today,
      category: "Reading",
      assignedTo: members.map((user) => user._id),
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, 5) },
      groupId: group._id,
    });
    expect(created.status).toBe(201);
  }
  return group;
}

const plansOf = async (group: Group) =>
  ((await as(admin, request().get("/api/plans"))).body.plans as Plan[])
    .filter((plan) => plan.groupId === group._id)
    .map((plan) => ({ name: plan.name, students: [...plan.students].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
const tasksOf = async (user: User) =>
  ((await as(admin, request().get(`/api/users/${user._id}/tasks`))).body.tasks as Task[])
    .map((task) => task._id)
    .sort();

/** Deactivates `user` as another admin would, right after the first plan's days are written. */
function deactivateAfterFirstPlan(user: User) {
  const write = deps.tasks.createPlan.bind(deps.tasks);
  const spy = vi.spyOn(deps.tasks, "createPlan").mockImplementation(async (...args) => {
    spy.mockRestore();
    const written = await write(...args);
    await deps.users.setActive(user._id, false, "another-admin");
    return written;
  });
}

describe("Membership changes", () => {
  it("When a joiner's account is deactivated while the group's plans give them their days, then the change is refused and the group and its plans are as they were", async () => {
    // Two plans: the second plan refuses the joiner; one plan: the membership's own transaction does.
    for (const plans of [2, 1]) {
      const [stays, leaves, joins] = [await provisionUser(deps), await provisionUser(deps), await provisionUser(deps)];
      const group = await groupWithPlans(`Refused ${plans}`, [stays, leaves], plans);
      const before = { plans: await plansOf(group), leaves: await tasksOf(leaves) };
      deactivateAfterFirstPlan(joins);
      const refused = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
        add: [joins._id],
        remove: [leaves._id],
      });
      expect([400, 409], JSON.stringify(refused.body)).toContain(refused.status);
      expect((await deps.groups.find(group._id))?.students.sort()).toEqual([stays._id, leaves._id].sort());
      expect(await plansOf(group)).toEqual(before.plans);
      expect(await tasksOf(joins)).toEqual([]);
      expect(await tasksOf(leaves)).toEqual(before.leaves);
    }
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a change outlives its lease and another takes it over, then the first's end leaves the other's lease: a third still waits its turn", async () => {
    // Waits of a moment: the third's refusal comes soon.
    const leases = new Leases(deps.db, 300);
    const id = `lapsed-${Date.now()}`;
    const lease = deps.db.collection(COLLECTIONS.leases).doc(id);
    let finishSecond = () => {};
    let second: Promise<unknown> = Promise.resolve();
    await leases.exclusive(id, BUSY.group, async () => {
      // What a change still running past its lease (a crash's survivor, a request past its timeout) finds.
      await lease.update({ expiresAt: new Date(Date.now() - 1000) });
      await new Promise<void>((tookOver) => {
        second = leases.exclusive(id, BUSY.group, () => {
          tookOver();
          return new Promise<void>((resolve) => (finishSecond = resolve));
        });
      });
    });
    const third = await leases
      .exclusive(id, BUSY.group, async () => 200)
      .catch((error: { status?: number }) => error.status);
    expect(third).toBe(409);
    finishSecond();
    await second;
    expect((await lease.get()).exists).toBe(false);
  });
});
