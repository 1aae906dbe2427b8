import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { GroupRepository, NotificationRepository, PlanRepository, TaskRepository } from "../../functions/src/tooling";
import { seedDemoData } from "./seed";

/** A project of its own on the same emulator. */
function project(): Firestore {
  const projectId = `demo-seed-${randomUUID().slice(0, 8)}`;
  return getFirestore(initializeApp({ projectId }, projectId));
}

describe("The demo data", () => {
  it("When it is seeded, then a newcomer finds a plan on Mon/Wed/Fri for two weeks, some days done, one of Liam's late", async () => {
    const db = project();
    const today = "2026-11-26"; // a Thursday
    await seedDemoData(db, today);
    const [plan, ...others] = await new PlanRepository(db).list();
    expect(others).toEqual([]);
    expect(plan).toMatchObject({
      name: "Graded reader: one chapter",
      category: "Reading",
      students: ["demo-sofia", "demo-liam", "demo-mei"],
      weekdays: [1, 3, 5],
      from: "2026-11-23",
      until: "2026-12-04",
    });
    // Six days each: Mon and Wed are past, done by all but Liam's Wednesday.
    expect(plan?.counts).toEqual({ done: 5, waiting: 0, todo: 13 });
    const liam = await new TaskRepository(db).listForUser("demo-liam");
    expect(liam.filter((task) => task.name === plan?.name && task.deadline < today).map((task) => task.status)).toEqual([
      "completed",
      "pending",
    ]);
  });

  it("When it is seeded, then there are two groups: Sofia and Mei's B1 evening, Liam's A2 morning", async () => {
    const db = project();
    await seedDemoData(db, "2026-11-26");
    const groups = await new GroupRepository(db).list();
    expect(groups.map(({ name, students }) => ({ name, students }))).toEqual([
      { name: "A2 morning", students: ["demo-liam"] },
      { name: "B1 evening", students: ["demo-sofia", "demo-mei"] },
    ]);
  });

  it("When it is seeded, then each notification keeps its notice, for a reader in another language", async () => {
    const db = project();
    await seedDemoData(db, "2026-11-26");
    const { notifications } = await new NotificationRepository(db).page("demo-sofia", 50);
    expect(notifications.length).toBeGreaterThan(2);
    expect(notifications.filter((notification) => !notification.text)).toEqual([]);
    expect(notifications.find((notification) => notification.text?.key === "assignedMany")?.message).toBe(
      "You have 6 new Reading tasks: Graded reader: one chapter, Mon, Wed, Fri until Dec 4, 2026.",
    );
  });

  it("When it is seeded again (a restart, even in a later week), then nothing more is created", async () => {
    const db = project();
    const first = await seedDemoData(db, "2026-11-23");
    const again = await seedDemoData(db, "2026-12-09");
    expect(again).toEqual({ created: 0, existing: first.created });
    expect((await new PlanRepository(db).list())[0]?.from).toBe("2026-11-16");
  });
});
