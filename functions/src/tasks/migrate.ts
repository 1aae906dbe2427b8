/**
 * Brings stored data to the shape the API reads now, once (a version mark in `meta/schema` says it is done):
 *   1. issue 17: a task's proof as a list of files (`proofKeys`, was `proofKey`), awaiting review when pending
 *      with one, sent when last changed (its day taken as sent on time), with an empty history;
 *   2. issue 18: every student's counts (open, due, on time per deadline) recounted from their tasks.
 * `npm start` runs it on the local data; `npm run migrate -- --project <id>` on a real project.
 */
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { PROGRESS_DAYS } from "@common/progress";
import { commitInBatches } from "../lib/batches";
import { DUE_COUNTS_FIELD, ON_TIME_COUNTS_FIELD, OPEN_COUNTS_FIELD } from "../users/student-counts";
import { countChanges, toStoredTask, type CountedTask } from "./task-record";

export const SCHEMA_VERSION = 2;

export interface MigrationReport {
  tasks: number;
  students: number;
}

/** Null when the data already had this shape. */
export async function migrate(db: Firestore, today = toCalendarDate(new Date())): Promise<MigrationReport | null> {
  const mark = db.collection(COLLECTIONS.meta).doc("schema");
  if (Number((await mark.get()).get("version") ?? 0) >= SCHEMA_VERSION) return null;

  const tasks = await db.collection(COLLECTIONS.tasks).get();
  const reshaped = tasks.docs.filter((doc) => !Array.isArray(doc.get("proofKeys")));
  await commitInBatches(db, reshaped, (batch, doc) => {
    const proofKey = doc.get("proofKey");
    const sent = typeof proofKey === "string";
    const changed = doc.get("updatedAt") instanceof Timestamp ? (doc.get("updatedAt") as Timestamp) : Timestamp.now();
    batch.update(doc.ref, {
      proofKeys: sent ? [proofKey] : [],
      proofKey: FieldValue.delete(),
      awaitingReview: sent && doc.get("status") === "pending",
      submittedAt: sent ? changed : null,
      submittedOn: sent ? String(doc.get("deadline")) : null,
      history: Array.isArray(doc.get("history")) ? doc.get("history") : [],
    });
  });

  // Every student's counts, from their tasks as they are now (re-read: step 1 changed some).
  const counted = new Map<string, CountedTask[]>();
  for (const doc of (await db.collection(COLLECTIONS.tasks).get()).docs) {
    const task = toStoredTask(doc);
    if (task) counted.set(task.assignedTo, [...(counted.get(task.assignedTo) ?? []), task]);
  }
  const students = (await db.collection(COLLECTIONS.users).where("role", "==", "student").get()).docs;
  const oldest = addDays(today, -(PROGRESS_DAYS + 2));
  await commitInBatches(db, students, (batch, student) => {
    const open: Record<string, number> = {};
    const due: Record<string, number> = {};
    const onTime: Record<string, number> = {};
    for (const [date, change] of countChanges([], counted.get(student.id) ?? [])) {
      if (change.open > 0) open[date] = change.open;
      if (date < oldest) continue;
      if (change.due > 0) due[date] = change.due;
      if (change.onTime > 0) onTime[date] = change.onTime;
    }
    batch.update(student.ref, { [OPEN_COUNTS_FIELD]: open, [DUE_COUNTS_FIELD]: due, [ON_TIME_COUNTS_FIELD]: onTime });
  });
  await mark.set({ version: SCHEMA_VERSION, migratedAt: FieldValue.serverTimestamp() });
  return { tasks: reshaped.length, students: students.length };
}
