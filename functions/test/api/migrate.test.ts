/**
 * Data kept from before proofs had several files and students had counts (one `proofKey`, no review fields, no progress counts) is brought to
 * this version's shape by `migrate`: its proofs reach the review inbox, and every count matches the tasks.
 */
import { FieldValue } from "firebase-admin/firestore";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { ReviewItem } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { migrate, SCHEMA_VERSION } from "../../src/tasks/migrate";
import { createIsolatedTestApp, provisionUser, signInNew, withSession as as } from "./harness";
import { pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("migrate");

describe("Migrating kept data", () => {
  it("When tasks were stored with one proofKey and no counts, then after migrating they are in the inbox and counted", async () => {
    const admin = await signInNew(app, deps, "admin");
    const student = await provisionUser(deps);
    const today = toCalendarDate(new Date());
    const proofKey = `proofs/${student._id}/old-proof.png`;
    await deps.files.put(proofKey, await pngBytes(), "image/png");
    // As the API stored them before: a pending task with a proof, a completed one, and a pending one without.
    const tasks = deps.db.collection(COLLECTIONS.tasks);
    const old = (fields: Record<string, unknown>) =>
      tasks.add({
        name: "Old task",
        instructions: "From before.",
        deadline: addDays(today, -2),
        category: "Reading",
        assignedTo: student._id,
        status: "pending",
        proofKey: null,
        planId: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        ...fields,
      });
    const waiting = await old({ proofKey });
    await old({ status: "completed" });
    await old({});
    // And one stored broken, with no deadline: it counts nowhere, and is named, and stops nothing.
    const broken = await old({ deadline: null });
    // The counts the old version kept: pending tasks only.
    await deps.db
      .collection(COLLECTIONS.users)
      .doc(student._id)
      .update({ openByDeadline: { [addDays(today, -2)]: 2 } });
    expect(await checkInvariants(deps)).not.toEqual([]);

    expect(await migrate(deps.db)).toEqual({ tasks: 4, students: 1, withoutDeadline: [broken.id] });
    await broken.delete();
    expect(await checkInvariants(deps)).toEqual([]);
    const inbox = await as(admin, supertest(app).get("/api/tasks/review-queue"));
    expect((inbox.body.items as ReviewItem[]).map((item) => item._id)).toEqual([waiting.id]);
    const record = await deps.db.collection(COLLECTIONS.users).doc(student._id).get();
    expect(record.get("dueByDay")).toEqual({ [addDays(today, -2)]: 3 });
    expect(record.get("onTimeByDay")).toEqual({ [addDays(today, -2)]: 2 });

    // Once done, it is not done again.
    expect(await migrate(deps.db)).toBeNull();
    expect((await deps.db.collection(COLLECTIONS.meta).doc("schema").get()).get("version")).toBe(SCHEMA_VERSION);
  });
});
