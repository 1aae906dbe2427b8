import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { CATEGORIES, COLLECTIONS, TASK_STATUSES, type Category, type TaskStatus } from "@common/constants";
import { fileUrl } from "../files/file-urls";

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

  async create(input: NewTask, id: string = this.collection.doc().id): Promise<Task> {
    const record: TaskRecord = { status: "pending", proofKey: null, ...input };
    await this.collection.doc(id).create({
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const task = toTask(await this.collection.doc(id).get());
    if (!task) throw new Error(`Task ${id} vanished right after it was created`);
    return task;
  }
}
