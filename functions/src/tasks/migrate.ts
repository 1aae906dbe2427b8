/**
 * Brings stored data to the shape the API reads now, once (a version mark in `meta/schema` says it is done):
 *   1. a task's proof as a list of files (`proofKeys`, was `proofKey`), awaiting review when pending
 *      with one, sent when last changed (its day taken as sent on time), with an empty history;
 *   2. every student's counts (open, due, on time per deadline) recounted from their tasks;
 *   3. a plan's record for every plan its tasks name (what the first task says, its students, the
 *      weekdays and the first and last days of its tasks), where there is none.
 * `npm start` runs it on the local data; `npm run migrate -- --project <id>` on a real project.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { isCalendarDate, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { isoWeekdayOf } from "@common/plan";
import { COUNT_FIELDS, keepsCount, oldestCountKept, type CountKind } from "../users/student-counts-record";
import { countChanges, toStoredTask, type StoredTask } from "./task-record";

export const SCHEMA_VERSION = 3;

export interface MigrationReport {
  tasks: number;
  students: number;
  /** Tasks whose deadline is not a real date: they count nowhere; someone should fix or delete them. */
  withoutDeadline: string[];
}

/** Tasks reshaped per transaction: well under Firestore's 500 writes. */
const CHUNK = 200;

/**
 * Null when the data already had this shape. Safe beside a running API: each step is a transaction that reads
 * what it rewrites (a proof sent meanwhile waits for it, or makes it read again), so nothing is lost.
 */
export async function migrate(db: Firestore, today = toCalendarDate(new Date())): Promise<MigrationReport | null> {
  const mark = db.collection(COLLECTIONS.meta).doc("schema");
  if (Number((await mark.get()).get("version") ?? 0) >= SCHEMA_VERSION) return null;

  // 1. Each task in the shape the review loop reads.
  const all = await db.collection(COLLECTIONS.tasks).get();
  const old = all.docs.filter((doc) => !Array.isArray(doc.get("proofKeys"))).map((doc) => doc.ref);
  let reshaped = 0;
  for (let start = 0; start < old.length; start += CHUNK) {
    reshaped += await db.runTransaction(async (transaction) => {
      const docs = await transaction.getAll(...old.slice(start, start + CHUNK));
      const still = docs.filter((doc) => doc.exists && !Array.isArray(doc.get("proofKeys")));
      for (const doc of still) transaction.update(doc.ref, reshapedFields(doc));
      return still.length;
    });
  }

  // 2. Every student's counts, from their tasks as they are in the same transaction.
  const students = (await db.collection(COLLECTIONS.users).where("role", "==", "student").get()).docs;
  const oldest = oldestCountKept(today);
  const withoutDeadline: string[] = [];
  for (const student of students) {
    await db
      .runTransaction(async (transaction) => {
        await transaction.get(student.ref);
        const theirs = await transaction.get(db.collection(COLLECTIONS.tasks).where("assignedTo", "==", student.id));
        const tasks = theirs.docs.map((doc) => toStoredTask(doc)).filter((task): task is StoredTask => task !== null);
        const counts: Record<CountKind, Record<string, number>> = { open: {}, due: {}, onTime: {} };
        for (const [date, change] of countChanges([], tasks)) {
          for (const kind of Object.keys(counts) as CountKind[]) {
            if (keepsCount(kind, date, change[kind], oldest)) counts[kind][date] = change[kind];
          }
        }
        transaction.update(student.ref, {
          [COUNT_FIELDS.open]: counts.open,
          [COUNT_FIELDS.due]: counts.due,
          [COUNT_FIELDS.onTime]: counts.onTime,
        });
        return tasks.filter((task) => !isCalendarDate(task.deadline)).map((task) => task._id);
      })
      .then((ids) => withoutDeadline.push(...ids));
  }
  // 3. A record for every plan the tasks name, from its tasks (the first one says what the plan says).
  const byPlan = new Map<string, StoredTask[]>();
  for (const doc of all.docs) {
    const task = toStoredTask(doc);
    if (!task?.planId || !isCalendarDate(task.deadline)) continue;
    byPlan.set(task.planId, [...(byPlan.get(task.planId) ?? []), task]);
  }
  for (const [planId, tasks] of byPlan) {
    const ref = db.collection(COLLECTIONS.plans).doc(planId);
    const sorted = [...tasks].sort((a, b) => a.deadline.localeCompare(b.deadline));
    const first = sorted[0] as StoredTask;
    await ref
      .create({
        name: first.name,
        instructions: first.instructions,
        category: first.category,
        audioAllowed: first.audioAllowed === true,
        students: [...new Set(sorted.map((task) => task.assignedTo))],
        formerStudents: [],
        weekdays: [...new Set(sorted.map((task) => isoWeekdayOf(task.deadline)))].sort(),
        from: first.deadline,
        until: sorted.at(-1)?.deadline ?? first.deadline,
        createdAt: FieldValue.serverTimestamp(),
      })
      .catch(() => undefined); // a record made meanwhile (by the API) stands
  }
  await mark.set({ version: SCHEMA_VERSION, migratedAt: FieldValue.serverTimestamp() });
  return { tasks: reshaped, students: students.length, withoutDeadline };
}

/** A task stored with one `proofKey`, in the current shape: sent when last changed, taken as on time. */
function reshapedFields(doc: DocumentSnapshot) {
  const proofKey = doc.get("proofKey");
  const sent = typeof proofKey === "string";
  const changed = doc.get("updatedAt") instanceof Timestamp ? (doc.get("updatedAt") as Timestamp) : Timestamp.now();
  return {
    proofKeys: sent ? [proofKey] : [],
    proofKey: FieldValue.delete(),
    awaitingReview: sent && doc.get("status") === "pending",
    submittedAt: sent ? changed : null,
    submittedOn: sent ? String(doc.get("deadline")) : null,
    history: Array.isArray(doc.get("history")) ? doc.get("history") : [],
  };
}
