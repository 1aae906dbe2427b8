import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import {
  CATEGORIES,
  COLLECTIONS,
  DATE_MAX,
  DATE_MIN,
  TASK_STATUSES,
  type Category,
  type TaskStatus,
} from "@common/constants";
import type { TaskScope } from "@common/validation";
import { badRequest, conflict, notFound } from "../errors";
import { fileUrl } from "../files/file-urls";
import { commitGroups, commitInBatches, MAX_BATCH_WRITES } from "../lib/batches";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";

/** A task as stored. `deadline` is a calendar date `YYYY-MM-DD`, the same day in every time zone. */
export interface TaskRecord {
  name: string;
  instructions: string;
  deadline: string;
  category: Category;
  assignedTo: string;
  status: TaskStatus;
  proofKey: string | null;
  /** The plan (one request with repetition or several students) the task came from, or null. */
  planId: string | null;
}

export type NewTask = Omit<TaskRecord, "status" | "proofKey" | "planId"> &
  Partial<Pick<TaskRecord, "status" | "proofKey" | "planId">>;

/** What a task says: the fields an edit may change beside its deadline and student. */
export type TaskContent = Pick<TaskRecord, "name" | "instructions" | "category">;

export interface TaskChanges extends Partial<TaskContent> {
  deadline?: string;
  assignedTo?: string;
}

/** A stored task with what only the server sees (its proof's file key). */
export interface StoredTask extends Task {
  proofKey: string | null;
}

export function toTask(snapshot: DocumentSnapshot): Task | null {
  const stored = toStoredTask(snapshot);
  if (!stored) return null;
  const { proofKey: _proofKey, ...task } = stored;
  return task;
}

function toStoredTask(snapshot: DocumentSnapshot): StoredTask | null {
  const data = snapshot.data();
  if (!data) return null;
  const task: StoredTask = {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    instructions: String(data.instructions ?? ""),
    deadline: String(data.deadline ?? ""),
    category: CATEGORIES.includes(data.category) ? data.category : "Other",
    assignedTo: String(data.assignedTo ?? ""),
    status: TASK_STATUSES.includes(data.status) ? data.status : "pending",
    proofKey: typeof data.proofKey === "string" ? data.proofKey : null,
  };
  if (task.proofKey) task.proofUrl = fileUrl(task.proofKey);
  if (typeof data.planId === "string") task.planId = data.planId;
  return task;
}

const TASK_NOT_FOUND = "There is no such task.";
/** Firestore's gRPC status for an update of a document that does not exist. */
const GRPC_NOT_FOUND = 5;
const TASK_COMPLETED = "This task is already completed: its proof can no longer change.";
const PROOF_CHANGED =
  "The student changed the proof since you opened it: look at the new one before marking the task completed.";

/**
 * Every student's pending tasks are counted per deadline on their user document (`openByDeadline`), in the
 * same write as each change, so the Users page reads open and overdue counts without reading any task.
 */
export const OPEN_COUNTS_FIELD = "openByDeadline";

type Writer = Transaction | WriteBatch;

/** Adds `delta` pending tasks due on each date to the student's counts (dates with no change are skipped). */
function countOpen(db: Firestore, writer: Writer, userId: string, changes: Map<string, number>): void {
  const pairs: unknown[] = [];
  for (const [date, delta] of changes) {
    if (delta !== 0) pairs.push(new FieldPath(OPEN_COUNTS_FIELD, date), FieldValue.increment(delta));
  }
  if (pairs.length === 0) return;
  const [field, value, ...rest] = pairs;
  (writer as WriteBatch).update(db.collection(COLLECTIONS.users).doc(userId), field as FieldPath, value, ...rest);
}

/** The counter changes that a set of tasks brings (or takes away, with sign -1). */
function openCounts(tasks: Pick<TaskRecord, "deadline" | "status">[], sign: 1 | -1, into = new Map<string, number>()) {
  for (const task of tasks) {
    if (task.status !== "pending") continue;
    into.set(task.deadline, (into.get(task.deadline) ?? 0) + sign);
  }
  return into;
}

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

  private record(input: NewTask): TaskRecord {
    return { status: "pending", proofKey: null, planId: null, ...input };
  }

  private writeNew(writer: Writer, ref: DocumentReference, record: TaskRecord): void {
    (writer as WriteBatch).create(ref, {
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  /** One task (the seed and tests), counted on its student's document in the same batch. */
  async create(input: NewTask, id: string = this.collection.doc().id): Promise<Task> {
    const record = this.record(input);
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
        record: this.record({ ...content, assignedTo, deadline, planId }),
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
   * Sets the status in a transaction. Completing a task whose proof is no longer `seenProofUrl` (when given)
   * is a 409: the admin verifies what they saw. The student is told of a completion once per proof: the
   * call that completes the task with a proof not yet announced writes the notification (so two completions
   * at once, or reopening and completing again, notify once; a new proof after a reopen is news again).
   */
  async setStatus(
    id: string,
    status: TaskStatus,
    seenProofUrl: string | null | undefined,
    notifications: NotificationRepository,
    onCompleted: (task: Task) => NewNotification,
  ): Promise<Task> {
    const ref = this.collection.doc(id);
    await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const task = toTask(snapshot);
      if (!task) throw notFound(TASK_NOT_FOUND);
      if (task.status === status) return;
      const keepsCounts = await this.userExists(transaction, task.assignedTo);
      if (status === "completed" && seenProofUrl !== undefined && (task.proofUrl ?? null) !== seenProofUrl) {
        throw conflict(PROOF_CHANGED);
      }
      const proof = (snapshot.get("proofKey") as string | null) ?? "";
      const announce = status === "completed" && snapshot.get("completionAnnouncedFor") !== proof;
      transaction.update(ref, {
        status,
        updatedAt: FieldValue.serverTimestamp(),
        ...(announce ? { completionAnnouncedFor: proof } : {}),
      });
      if (keepsCounts) {
        countOpen(this.db, transaction, task.assignedTo, new Map([[task.deadline, status === "pending" ? 1 : -1]]));
      }
      if (announce) notifications.createIn(transaction, onCompleted(task));
    });
    return this.mustFind(id);
  }

  /**
   * Points the student's task at a new proof file and returns the key it replaced, which the caller deletes
   * once nothing refers to it. Refuses another student's task (404) and a completed one (409).
   */
  async setProof(id: string, userId: string, proofKey: string | null): Promise<{ previousKey: string | null }> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get("assignedTo") !== userId) throw notFound(TASK_NOT_FOUND);
      if (snapshot.get("status") === "completed") throw conflict(TASK_COMPLETED);
      const previous = snapshot.get("proofKey");
      transaction.update(ref, { proofKey, updatedAt: FieldValue.serverTimestamp() });
      return { previousKey: typeof previous === "string" ? previous : null };
    });
  }

  /** The same checks as setProof, before any file is stored: a refused upload costs no work. */
  async assertProofCanChange(id: string, userId: string): Promise<void> {
    const snapshot = await this.collection.doc(id).get();
    if (!snapshot.exists || snapshot.get("assignedTo") !== userId) throw notFound(TASK_NOT_FOUND);
    if (snapshot.get("status") === "completed") throw conflict(TASK_COMPLETED);
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

  /** Whether the user's record exists (an account deleted meanwhile has no counts to keep). */
  private async userExists(transaction: Transaction, userId: string): Promise<boolean> {
    return (await transaction.get(this.db.collection(COLLECTIONS.users).doc(userId))).exists;
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
      if (reassigning && targets.some((target) => target.proofKey || target.status === "completed")) {
        throw conflict(
          "A task with proof or a completed task stays with the student who did it: change only tasks without proof.",
        );
      }
      if (reassigning && changes.assignedTo && !(await this.userExists(transaction, changes.assignedTo))) {
        throw notFound("The student to move the task to no longer exists.");
      }
      const keepsCounts = await this.userExists(transaction, task.assignedTo);
      const shift = changes.deadline === undefined ? 0 : daysBetween(task.deadline, changes.deadline);
      const { deadline: _deadline, assignedTo: _assignedTo, ...content } = changes;
      const updated = targets.map((target) => ({
        ...target,
        ...content,
        deadline: shift === 0 ? target.deadline : addDays(target.deadline, shift),
        assignedTo: changes.assignedTo ?? target.assignedTo,
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
      return { before: task, edited: updated.map(({ proofKey: _proofKey, ...rest }) => rest) };
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
      const keepsCounts = await this.userExists(transaction, task.assignedTo);
      for (const target of targets) transaction.delete(this.collection.doc(target._id));
      if (keepsCounts) countOpen(this.db, transaction, task.assignedTo, openCounts(targets, -1));
      return targets;
    });
  }

  /** Every task of a student whose account is being deleted; returns their proof keys. */
  async deleteAllOf(userId: string): Promise<string[]> {
    const snapshot = await this.collection.where("assignedTo", "==", userId).get();
    await commitInBatches(this.db, snapshot.docs, (batch, doc) => batch.delete(doc.ref));
    return snapshot.docs.map((doc) => doc.get("proofKey")).filter((key): key is string => typeof key === "string");
  }

  private async mustFind(id: string): Promise<Task> {
    const task = await this.findById(id);
    if (!task) throw new Error(`Task ${id} vanished right after it was written`);
    return task;
  }
}

/** A task as the API sends it, from a record written in this request (no server-only fields). */
function asTask(id: string, { proofKey: _proofKey, planId, ...rest }: TaskRecord): Task {
  return planId ? { _id: id, ...rest, planId } : { _id: id, ...rest };
}
