/** Tasks: a student's list, plans of many tasks, and an admin's edits and deletions (issue 16). */
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { COLLECTIONS, DATE_MAX, DATE_MIN } from "@common/constants";
import { acceptsAudio } from "@common/task-state";
import type { TaskScope } from "@common/validation";
import { badRequest, conflict, notFound } from "../errors";
import { commitGroups, commitInBatches, MAX_BATCH_WRITES } from "../lib/batches";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";
import {
  countOpen,
  filesOf,
  NEW_TASK_REVIEW_FIELDS,
  newTaskRecord,
  openCounts,
  publicTask,
  toStoredTask,
  toTask,
  userExists,
  type NewTask,
  type StoredTask,
  type TaskRecord,
  type Writer,
} from "./task-record";

/** What a task says: the fields an edit may change beside its deadline and student. */
export type TaskContent = Pick<TaskRecord, "name" | "instructions" | "category" | "audioAllowed">;

export interface TaskChanges extends Partial<TaskContent> {
  deadline?: string;
  assignedTo?: string;
}

const TASK_NOT_FOUND = "There is no such task.";
/** Firestore's gRPC status for an update of a document that does not exist. */
const GRPC_NOT_FOUND = 5;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface PlannedStudent {
  assignedTo: string;
  deadlines: string[];
}

/** What a plan writes for one student: their tasks and their notification, in one batch. */
interface PlannedWrites {
  assignedTo: string;
  tasks: { ref: DocumentReference; record: TaskRecord }[];
  notification: NewNotification;
  notificationRef: DocumentReference;
}

export class TaskRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.tasks);
  }

  /**
   * A student's tasks by deadline, optionally within [from, to] (calendar dates, inclusive). Needs the
   * composite index (assignedTo, deadline) declared in firestore.indexes.json.
   */
  async listForUser(userId: string, range: { from?: string; to?: string } = {}): Promise<Task[]> {
    let query = this.collection.where("assignedTo", "==", userId);
    if (range.from) query = query.where("deadline", ">=", range.from);
    if (range.to) query = query.where("deadline", "<=", range.to);
    const snapshot = await query.orderBy("deadline").get();
    return snapshot.docs.map((doc) => toTask(doc)).filter((task): task is Task => task !== null);
  }

  async findById(id: string): Promise<Task | null> {
    return toTask(await this.collection.doc(id).get());
  }

  /** A new task; one made with a proof (the seed, tests, a restore) is sent on its deadline's day. */
  private writeNew(writer: Writer, ref: DocumentReference, record: TaskRecord): void {
    const sent = record.proofKeys.length > 0;
    (writer as WriteBatch).create(ref, {
      ...record,
      ...NEW_TASK_REVIEW_FIELDS,
      ...(sent
        ? {
            awaitingReview: record.status === "pending",
            submittedAt: FieldValue.serverTimestamp(),
            submittedOn: record.deadline,
          }
        : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  /** One task (the seed and tests), counted on its student's document in the same batch. */
  async create(input: NewTask, id: string = this.collection.doc().id): Promise<Task> {
    const record = newTaskRecord(input);
    const batch = this.db.batch();
    this.writeNew(batch, this.collection.doc(id), record);
    countOpen(this.db, batch, record.assignedTo, openCounts([record], 1));
    await batch.commit();
    return this.mustFind(id);
  }

  /**
   * Creates one task per student and deadline, and one notification per student, all or nothing: each
   * student's tasks, counts and notification land in the same batch, students are packed into as few batches
   * as Firestore allows, and should a later batch fail, what the committed ones wrote is taken back.
   */
  async createPlan(
    content: TaskContent,
    students: PlannedStudent[],
    planId: string | null,
    notifications: NotificationRepository,
    notify: (first: Task, count: number) => NewNotification,
  ): Promise<{ first: Task; count: number }> {
    const planned: PlannedWrites[] = students.map(({ assignedTo, deadlines }) => {
      const tasks = deadlines.map((deadline) => ({
        ref: this.collection.doc(),
        record: newTaskRecord({ ...content, assignedTo, deadline, planId }),
      }));
      const [first] = tasks;
      if (!first) throw new Error("A plan without tasks");
      const notification = notify(asTask(first.ref.id, first.record), tasks.length);
      return { assignedTo, tasks, notification, notificationRef: notifications.newRef() };
    });
    const committed: PlannedWrites[] = [];
    const writesOf = (student: PlannedWrites) => ({ item: student, writes: student.tasks.length + 2 });
    try {
      await commitGroups(
        this.db,
        planned.map(writesOf),
        (batch, student) => {
          for (const { ref, record } of student.tasks) this.writeNew(batch, ref, record);
          notifications.createIn(batch, student.notification, student.notificationRef);
          this.countPlanned(batch, student, 1);
        },
        (items) => committed.push(...items),
      );
    } catch (error) {
      await commitGroups(
        this.db,
        committed.map(writesOf),
        (batch, student) => {
          for (const { ref } of student.tasks) batch.delete(ref);
          batch.delete(student.notificationRef);
          this.countPlanned(batch, student, -1);
        },
        () => undefined,
      );
      // A student's record is updated with their counts: gone, their account was deleted meanwhile.
      if ((error as { code?: number }).code === GRPC_NOT_FOUND) {
        throw conflict("A student's account was deleted meanwhile: no task was created. Please try again.");
      }
      throw error;
    }
    const first = planned[0]?.tasks[0];
    if (!first) throw new Error("A plan without tasks");
    return { first: asTask(first.ref.id, first.record), count: planned.reduce((sum, s) => sum + s.tasks.length, 0) };
  }

  private countPlanned(batch: WriteBatch, student: PlannedWrites, sign: 1 | -1): void {
    countOpen(
      this.db,
      batch,
      student.assignedTo,
      openCounts(
        student.tasks.map((task) => task.record),
        sign,
      ),
    );
  }

  /**
   * In the transaction: the task, and with scope "following" the later tasks of its plan for the same student
   * (by deadline). Needs the composite index (planId, assignedTo, deadline).
   */
  private async targets(
    transaction: Transaction,
    id: string,
    scope: TaskScope,
  ): Promise<{ task: StoredTask; targets: StoredTask[] }> {
    const task = toStoredTask(await transaction.get(this.collection.doc(id)));
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (scope === "this" || !task.planId) return { task, targets: [task] };
    const snapshot = await transaction.get(
      this.collection
        .where("planId", "==", task.planId)
        .where("assignedTo", "==", task.assignedTo)
        .where("deadline", ">=", task.deadline)
        .orderBy("deadline"),
    );
    const targets = snapshot.docs.map((doc) => toStoredTask(doc)).filter((t): t is StoredTask => t !== null);
    if (targets.length + 2 > MAX_BATCH_WRITES) throw conflict("Too many tasks to change at once.");
    return { task, targets: targets.length > 0 ? targets : [task] };
  }

  /**
   * Edits the task (or it and its plan's following ones) in one transaction: a plan holds at most a year of
   * days. A new deadline moves every target by the same number of days, within the dates the app allows; a
   * new student takes tasks that have no proof yet (a proof stays with the student who sent it). Only the
   * fields an edit may change are written (never the status), and counts follow in the same transaction.
   */
  async edit(id: string, changes: TaskChanges, scope: TaskScope): Promise<{ before: StoredTask; edited: Task[] }> {
    return this.db.runTransaction(async (transaction) => {
      const { task, targets } = await this.targets(transaction, id, scope);
      const reassigning = changes.assignedTo !== undefined && changes.assignedTo !== task.assignedTo;
      // A proof, kept or current, is a student's work: the files live under their name, and stay with them.
      if (reassigning && targets.some((target) => filesOf(target).length > 0 || target.status === "completed")) {
        throw conflict(
          "A task with proof or a completed task stays with the student who did it: change only tasks without proof.",
        );
      }
      if (reassigning && changes.assignedTo && !(await userExists(this.db, transaction, changes.assignedTo))) {
        throw notFound("The student to move the task to no longer exists.");
      }
      const keepsCounts = await userExists(this.db, transaction, task.assignedTo);
      const shift = changes.deadline === undefined ? 0 : daysBetween(task.deadline, changes.deadline);
      const { deadline: _deadline, assignedTo: _assignedTo, audioAllowed, ...content } = changes;
      const updated = targets.map((target) => ({
        ...target,
        ...content,
        deadline: shift === 0 ? target.deadline : addDays(target.deadline, shift),
        assignedTo: changes.assignedTo ?? target.assignedTo,
        audioAllowed: audioAllowed ?? target.audioAllowed,
      }));
      if (updated.some((target) => target.deadline < DATE_MIN || target.deadline > DATE_MAX)) {
        throw badRequest(`Every deadline must stay between ${DATE_MIN} and ${DATE_MAX}.`);
      }
      for (const target of updated) {
        transaction.update(this.collection.doc(target._id), {
          name: target.name,
          instructions: target.instructions,
          category: target.category,
          deadline: target.deadline,
          assignedTo: target.assignedTo,
          ...(changes.audioAllowed === undefined ? {} : { audioAllowed: changes.audioAllowed }),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      const removed = openCounts(targets, -1);
      if (reassigning && changes.assignedTo) {
        if (keepsCounts) countOpen(this.db, transaction, task.assignedTo, removed);
        countOpen(this.db, transaction, changes.assignedTo, openCounts(updated, 1));
      } else if (keepsCounts) {
        countOpen(this.db, transaction, task.assignedTo, openCounts(updated, 1, removed));
      }
      return { before: task, edited: updated.map(publicTask) };
    });
  }

  /**
   * Deletes the task (or it and its plan's following ones) with their counts, in one transaction; returns
   * what was deleted, so the caller removes the proof files (after the records are gone) and tells the
   * student. A task whose student's account is gone is still deleted (it has no counts to keep).
   */
  async delete(id: string, scope: TaskScope): Promise<StoredTask[]> {
    return this.db.runTransaction(async (transaction) => {
      const { task, targets } = await this.targets(transaction, id, scope);
      const keepsCounts = await userExists(this.db, transaction, task.assignedTo);
      for (const target of targets) transaction.delete(this.collection.doc(target._id));
      if (keepsCounts) countOpen(this.db, transaction, task.assignedTo, openCounts(targets, -1));
      return targets;
    });
  }

  /** Every task of a student whose account is being deleted; returns the files they referred to. */
  async deleteAllOf(userId: string): Promise<string[]> {
    const snapshot = await this.collection.where("assignedTo", "==", userId).get();
    await commitInBatches(this.db, snapshot.docs, (batch, doc) => batch.delete(doc.ref));
    return snapshot.docs.flatMap((doc) => {
      const task = toStoredTask(doc);
      return task ? filesOf(task) : [];
    });
  }

  private async mustFind(id: string): Promise<Task> {
    const task = await this.findById(id);
    if (!task) throw new Error(`Task ${id} vanished right after it was written`);
    return task;
  }
}

/** A new task as the API sends it, from the record written in this request. */
function asTask(id: string, { proofKeys: _proofKeys, planId, ...rest }: TaskRecord): Task {
  const task: Task = { _id: id, ...rest, audioAllowed: acceptsAudio(rest) };
  return planId ? { ...task, planId } : task;
}
