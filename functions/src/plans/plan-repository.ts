import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { Plan } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { taskContentOf } from "../lib/firestore/task-content";

/** What a plan's record keeps: what its tasks say, their days, its students and those removed from it. */
export type PlanRecord = Omit<Plan, "_id" | "counts"> & { audioAllowed: boolean; formerStudents: string[] };

function toPlanRecord(snapshot: DocumentSnapshot): (PlanRecord & { _id: string }) | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    _id: snapshot.id,
    ...taskContentOf(data),
    audioAllowed: data.audioAllowed === true,
    students: Array.isArray(data.students) ? data.students.map(String) : [],
    formerStudents: Array.isArray(data.formerStudents) ? data.formerStudents.map(String) : [],
    weekdays: Array.isArray(data.weekdays) ? data.weekdays.map(Number) : [],
    from: String(data.from ?? ""),
    until: String(data.until ?? ""),
    ...(typeof data.groupId === "string" ? { groupId: data.groupId } : {}),
  };
}

/**
 * Plans as records of their own, under the id their tasks carry (`planId`): the Plans view lists them without
 * reading their tasks, and counts those with aggregations (one read per 1,000 tasks counted).
 */
export class PlanRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.plans);
  }

  private get tasks() {
    return this.db.collection(COLLECTIONS.tasks);
  }

  async create(id: string, plan: PlanRecord): Promise<void> {
    await this.collection.doc(id).create({ ...plan, createdAt: FieldValue.serverTimestamp() });
  }

  async find(id: string): Promise<(PlanRecord & { _id: string }) | null> {
    return toPlanRecord(await this.collection.doc(id).get());
  }

  async update(id: string, changes: Partial<PlanRecord>): Promise<void> {
    await this.collection.doc(id).update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
  }

  async delete(id: string): Promise<void> {
    await this.collection.doc(id).delete();
  }

  /** Every plan, the latest last day first, with its tasks counted. */
  async list(): Promise<Plan[]> {
    const snapshot = await this.collection.orderBy("until", "desc").get();
    const plans = snapshot.docs.map((doc) => toPlanRecord(doc)).filter((plan) => plan !== null);
    return Promise.all(
      plans.map(async ({ audioAllowed: _audioAllowed, formerStudents: _former, ...plan }) => ({
        ...plan,
        counts: await this.counts(plan._id),
      })),
    );
  }

  private async counts(planId: string): Promise<Plan["counts"]> {
    const ofPlan = this.tasks.where("planId", "==", planId);
    const [all, done, waiting] = await Promise.all([
      ofPlan.count().get(),
      ofPlan.where("status", "==", "completed").count().get(),
      ofPlan.where("awaitingReview", "==", true).count().get(),
    ]);
    const [total, verified, sent] = [all, done, waiting].map((result) => result.data().count) as [
      number,
      number,
      number,
    ];
    return { done: verified, waiting: sent, todo: Math.max(0, total - verified - sent) };
  }

  /** The plans made for a group, which follow its students. */
  async following(groupId: string): Promise<(PlanRecord & { _id: string })[]> {
    const snapshot = await this.collection.where("groupId", "==", groupId).get();
    return snapshot.docs.map((doc) => toPlanRecord(doc)).filter((plan) => plan !== null);
  }

  /** A deleted group's plans keep their students and tasks, and follow no group any more. */
  async stopFollowing(groupId: string): Promise<void> {
    const snapshot = await this.collection.where("groupId", "==", groupId).get();
    await Promise.all(
      snapshot.docs.map((doc) =>
        doc.ref.update({ groupId: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() }),
      ),
    );
  }

  /** The days from `from` on on which a student has a task of the plan (work they kept when they left it). */
  async daysOf(planId: string, studentId: string, from: string): Promise<Set<string>> {
    const snapshot = await this.tasks
      .where("planId", "==", planId)
      .where("assignedTo", "==", studentId)
      .where("deadline", ">=", from)
      .orderBy("deadline")
      .select("deadline")
      .get();
    return new Set(snapshot.docs.map((doc) => String(doc.get("deadline"))));
  }

  /** The id of a student's first task of the plan due on or after `from`, if any (the anchor of a change). */
  async firstTaskOf(planId: string, studentId: string, from: string): Promise<string | null> {
    const snapshot = await this.tasks
      .where("planId", "==", planId)
      .where("assignedTo", "==", studentId)
      .where("deadline", ">=", from)
      .orderBy("deadline")
      .limit(1)
      .get();
    return snapshot.docs[0]?.id ?? null;
  }
}
