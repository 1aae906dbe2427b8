/** Tasks: a student's list, plans of many tasks, and an admin's edits and deletions. */
import { randomUUID } from "node:crypto";
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, DATE_MAX, DATE_MIN } from "@common/constants";
import { acceptsAudio } from "@common/task-state";
import type { TaskScope } from "@common/validation";
import { badRequest, conflict, notFound } from "../errors";
import { chunksOf, MAX_BATCH_WRITES, MAX_IN_VALUES, packGroups } from "../lib/firestore/batches";
import { GRPC_STATUS, hasGrpcStatus } from "../lib/firestore/grpc-status";
import { deleteMessagesOfTasks } from "../lib/firestore/thread-messages";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";
import {
  countChanges,
  filesOf,
  holdsWork,
  NEW_TASK_REVIEW_FIELDS,
  newTaskRecord,
  publicTask,
  THREAD_FIELD,
  toStoredTask,
  toTask,
  type NewTask,
  type StoredTask,
  type TaskRecord,
} from "./task-record";
import { applyCounts, countTasks, readUser, type Writer } from "../users/student-counts-record";

/** The server's calendar day, where the counts' window ends. */
const today = () => toCalendarDate(new Date());

/** A task just made, as the counts see it: one made with a proof (the seed, tests) was sent on its day. */
const countedNew = (record: TaskRecord) => ({
  ...record,
  submittedOn: record.proofKeys.length > 0 ? record.deadline : null,
});

/** What a task says: the fields an edit may change beside its deadline and student. */
export type TaskContent = Pick<TaskRecord, "name" | "instructions" | "category" | "audioAllowed">;

export interface TaskChanges extends Partial<TaskContent> {
  deadline?: string;
  assignedTo?: string;
}

const TASK_NOT_FOUND = "There is no such task.";
/** How often deleting a user's tasks starts again after a task changed under it, before giving up. */
const MAX_DELETE_ROUNDS = 20;
const CHANGED_MEANWHILE = (what: string) =>
  `A student's account ${what} while the tasks were being created: no task was created. Please try again.`;

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

  /** A user's tasks due on the days named (`in` queries of MAX_IN_VALUES). */
  async listOnDays(userId: string, days: string[]): Promise<Task[]> {
    const tasks: Task[] = [];
    for (let start = 0; start < days.length; start += MAX_IN_VALUES) {
      const snapshot = await this.collection
        .where("assignedTo", "==", userId)
        .where("deadline", "in", days.slice(start, start + MAX_IN_VALUES))
        .get();
      tasks.push(...snapshot.docs.map((doc) => toTask(doc)).filter((task): task is Task => task !== null));
    }
    return tasks.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.name.localeCompare(b.name));
  }

  /**
   * Every task due from `from` to `to` (calendar dates, inclusive), with what only the server sees: the class
   * board's week and the CSV export. A range on one field: Firestore's own single-field index serves it.
   */
  async listBetween(from: string, to: string): Promise<StoredTask[]> {
    const snapshot = await this.collection
      .where("deadline", ">=", from)
      .where("deadline", "<=", to)
      .orderBy("deadline")
      .get();
    return snapshot.docs.map((doc) => toStoredTask(doc)).filter((task): task is StoredTask => task !== null);
  }

  /** The tasks of some students due from `from` to `to`: a group's week, in a query per 30 students. */
  async listForStudentsBetween(studentIds: string[], from: string, to: string): Promise<StoredTask[]> {
    const snapshots = await Promise.all(
      chunksOf(studentIds, MAX_IN_VALUES).map((chunk) =>
        this.collection
          .where("assignedTo", "in", chunk)
          .where("deadline", ">=", from)
          .where("deadline", "<=", to)
          .get(),
      ),
    );
    return snapshots
      .flatMap((snapshot) => snapshot.docs.map((doc) => toStoredTask(doc)))
      .filter((task): task is StoredTask => task !== null)
      .sort((a, b) => a.deadline.localeCompare(b.deadline));
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
      ...(record.status === "completed" ? { completedAt: FieldValue.serverTimestamp() } : {}),
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
    countTasks(batch, this.userRef(record.assignedTo), countChanges([], [countedNew(record)]));
    await batch.commit();
    return this.mustFind(id);
  }

  /**
   * Creates one task per student and deadline, and one notification per student, all or nothing: students are
   * packed into as few transactions as Firestore allows; each reads its students' records, checks they are
   * still active students, and writes their tasks, counts and notification together. Should a later one fail,
   * what the earlier ones wrote is taken back, student by student.
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
    try {
      for (const pack of packGroups(planned.map((item) => ({ item, writes: item.tasks.length + 2 })))) {
        await this.db.runTransaction(async (transaction) => {
          const records = await transaction.getAll(...pack.map((student) => this.userRef(student.assignedTo)));
          for (const [index, student] of pack.entries()) {
            const record = records[index];
            if (!record?.exists) throw conflict(CHANGED_MEANWHILE("was deleted"));
            if (record.get("role") !== "student" || record.get("active") === false) {
              throw conflict(CHANGED_MEANWHILE(`(${String(record.get("name"))}) was changed`));
            }
            for (const { ref, record: task } of student.tasks) this.writeNew(transaction, ref, task);
            notifications.createIn(transaction, student.notification, student.notificationRef);
            applyCounts(transaction, record, this.plannedCounts(student, 1), today());
          }
        });
        committed.push(...pack);
      }
    } catch (error) {
      await this.undoPlanned(committed);
      throw error;
    }
    const first = planned[0]?.tasks[0];
    if (!first) throw new Error("A plan without tasks");
    return { first: asTask(first.ref.id, first.record), count: planned.reduce((sum, s) => sum + s.tasks.length, 0) };
  }

  /**
   * Takes back what a failed plan wrote, one student at a time so that one student's account deleted meanwhile
   * cannot stop the others' being undone; goes on to the end, then reports the first failure.
   */
  private async undoPlanned(students: PlannedWrites[]): Promise<void> {
    let failure: unknown;
    for (const student of students) {
      try {
        await this.db.runTransaction(async (transaction) => {
          const record = await readUser(transaction, this.userRef(student.assignedTo));
          for (const { ref } of student.tasks) transaction.delete(ref);
          transaction.delete(student.notificationRef);
          if (record) applyCounts(transaction, record, this.plannedCounts(student, -1), today());
        });
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  }

  private plannedCounts(student: PlannedWrites, sign: 1 | -1) {
    const tasks = student.tasks.map((task) => countedNew(task.record));
    return sign === 1 ? countChanges([], tasks) : countChanges(tasks, []);
  }

  private userRef(id: string) {
    return this.db.collection(COLLECTIONS.users).doc(id);
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
      // Its history (proofs sent and taken back included) is theirs too.
      if (reassigning && targets.some(holdsWork)) {
        throw conflict(
          "A task with proof or a completed task stays with the student who did it: change only tasks without proof.",
        );
      }
      const student = await readUser(transaction, this.userRef(task.assignedTo));
      // An account being deleted takes its tasks with it: they are no longer anyone's to change.
      if (!student) throw conflict("This task's student no longer exists: the task can only be deleted.");
      const receiver =
        reassigning && changes.assignedTo ? await readUser(transaction, this.userRef(changes.assignedTo)) : null;
      if (reassigning && (!receiver || receiver.get("role") !== "student" || receiver.get("active") === false)) {
        throw conflict("The student to move the task to is no longer an active student.");
      }
      const shift = changes.deadline === undefined ? 0 : daysBetween(task.deadline, changes.deadline);
      const { deadline: _deadline, assignedTo: _assignedTo, audioAllowed, ...content } = changes;
      // Tasks moved to another student start a plan of their own there, so that 'this and the following' on
      // either side means that student's tasks only.
      const movedPlanId = !reassigning || !task.planId ? task.planId : targets.length > 1 ? randomUUID() : undefined;
      const updated = targets.map((target) => ({
        ...target,
        ...content,
        deadline: shift === 0 ? target.deadline : addDays(target.deadline, shift),
        assignedTo: changes.assignedTo ?? target.assignedTo,
        audioAllowed: audioAllowed ?? target.audioAllowed,
        planId: movedPlanId,
      }));
      if (updated.some((target) => target.deadline < DATE_MIN || target.deadline > DATE_MAX)) {
        throw badRequest(`Every deadline must stay between ${DATE_MIN} and ${DATE_MAX}.`, {
          key: "refusal.deadlineRange",
          values: { min: DATE_MIN, max: DATE_MAX },
        });
      }
      for (const target of updated) {
        transaction.update(this.collection.doc(target._id), {
          name: target.name,
          instructions: target.instructions,
          category: target.category,
          deadline: target.deadline,
          assignedTo: target.assignedTo,
          planId: target.planId ?? null,
          ...(changes.audioAllowed === undefined ? {} : { audioAllowed: changes.audioAllowed }),
          // Its thread was the other student's: the new one starts with none (their messages stay theirs).
          ...(reassigning ? { [THREAD_FIELD]: FieldValue.delete() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      if (receiver) {
        applyCounts(transaction, student, countChanges(targets, []), today());
        applyCounts(transaction, receiver, countChanges([], updated), today());
      } else {
        applyCounts(transaction, student, countChanges(targets, updated), today());
      }
      return { before: task, edited: updated.map(publicTask) };
    });
  }

  /**
   * Deletes the task (or it and its plan's following ones) with their counts, in one transaction; returns
   * what was deleted, so the caller removes the proof files (after the records are gone) and tells the
   * student. A task whose student's account is gone is still deleted (it has no counts to keep). With
   * `keepWork`, the tasks that hold the student's work (see holdsWork) stay: read in the same transaction, a
   * proof sent meanwhile keeps its task.
   */
  async delete(id: string, scope: TaskScope, { keepWork = false } = {}): Promise<StoredTask[]> {
    const deleted = await this.db.runTransaction(async (transaction) => {
      const found = await this.targets(transaction, id, scope);
      const { task } = found;
      const targets = keepWork ? found.targets.filter((target) => !holdsWork(target)) : found.targets;
      if (targets.length === 0) return [];
      const student = await readUser(transaction, this.userRef(task.assignedTo));
      for (const target of targets) transaction.delete(this.collection.doc(target._id));
      if (student) applyCounts(transaction, student, countChanges(targets, []), today());
      return targets;
    });
    // After the tasks: a message written meanwhile found its task and landed before, or found none.
    await deleteMessagesOfTasks(
      this.db,
      deleted.map((task) => task._id),
    );
    return deleted;
  }

  /** The tasks of a plan being deleted become their students' own (planId null): what is left is their work. */
  async leavePlan(planId: string): Promise<void> {
    const snapshot = await this.collection.where("planId", "==", planId).get();
    for (const docs of chunksOf(snapshot.docs, MAX_BATCH_WRITES)) {
      const batch = this.db.batch();
      for (const doc of docs) batch.update(doc.ref, { planId: null, updatedAt: FieldValue.serverTimestamp() });
      await batch.commit();
    }
  }

  /**
   * Every task of a student whose account is being deleted; returns the files they referred to. Each task is
   * deleted only if unchanged since it was read (a precondition): one moved to another student meanwhile stays
   * theirs, and one whose proof changed is read again, so that no file is left behind.
   */
  async deleteAllOf(userId: string): Promise<string[]> {
    const files: string[] = [];
    for (let round = 0; round < MAX_DELETE_ROUNDS; round += 1) {
      const snapshot = await this.collection.where("assignedTo", "==", userId).get();
      if (snapshot.empty) return files;
      try {
        for (let start = 0; start < snapshot.size; start += MAX_BATCH_WRITES) {
          const docs = snapshot.docs.slice(start, start + MAX_BATCH_WRITES);
          const batch = this.db.batch();
          for (const doc of docs) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
          await batch.commit();
          await deleteMessagesOfTasks(
            this.db,
            docs.map((doc) => doc.id),
          );
          files.push(...docs.flatMap((doc) => filesOf(toStoredTask(doc) ?? { proofKeys: [], history: [] })));
        }
      } catch (error) {
        if (!hasGrpcStatus(error, GRPC_STATUS.FAILED_PRECONDITION)) throw error;
      }
    }
    throw new Error(`The tasks of user ${userId} kept changing while they were being deleted`);
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
