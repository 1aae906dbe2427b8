import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { CATEGORIES, COLLECTIONS, TASK_STATUSES, type Category, type TaskStatus } from "@common/constants";
import { conflict, notFound } from "../errors";
import { fileUrl } from "../files/file-urls";
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
}

export type NewTask = Omit<TaskRecord, "status" | "proofKey"> & Partial<Pick<TaskRecord, "status" | "proofKey">>;

export function toTask(snapshot: DocumentSnapshot): Task | null {
  const data = snapshot.data();
  if (!data) return null;
  const task: Task = {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    instructions: String(data.instructions ?? ""),
    deadline: String(data.deadline ?? ""),
    category: CATEGORIES.includes(data.category) ? data.category : "Other",
    assignedTo: String(data.assignedTo ?? ""),
    status: TASK_STATUSES.includes(data.status) ? data.status : "pending",
  };
  if (data.proofKey) task.proofUrl = fileUrl(String(data.proofKey));
  return task;
}

const TASK_NOT_FOUND = "There is no such task.";
const TASK_COMPLETED = "This task is already completed: its proof can no longer change.";
const PROOF_CHANGED =
  "The student changed the proof since you opened it: look at the new one before marking the task completed.";

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

  async create(input: NewTask, id: string = this.collection.doc().id): Promise<Task> {
    const record: TaskRecord = { status: "pending", proofKey: null, ...input };
    await this.collection.doc(id).create({
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return this.mustFind(id);
  }

  /** Creates the task and the student's notification together: both or neither. */
  async createWithNotification(
    input: NewTask,
    notifications: NotificationRepository,
    notify: (task: Task) => NewNotification,
  ): Promise<Task> {
    const ref = this.collection.doc();
    const record: TaskRecord = { status: "pending", proofKey: null, ...input };
    await this.db.runTransaction(async (transaction) => {
      transaction.create(ref, {
        ...record,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      notifications.createIn(transaction, notify({ _id: ref.id, ...record, proofUrl: undefined }));
    });
    return this.mustFind(ref.id);
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

  private async mustFind(id: string): Promise<Task> {
    const task = await this.findById(id);
    if (!task) throw new Error(`Task ${id} vanished right after it was written`);
    return task;
  }
}
