import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Notification, RelatedTask } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { commitInBatches, deleteQuery } from "../lib/batches";

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  relatedTask: RelatedTask | null;
  isRead?: boolean;
}

export function toNotification(snapshot: DocumentSnapshot): Notification | null {
  const data = snapshot.data();
  if (!data) return null;
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : "";
  return {
    _id: snapshot.id,
    title: String(data.title ?? ""),
    message: String(data.message ?? ""),
    isRead: data.isRead === true,
    createdAt,
    relatedTask: (data.relatedTask as RelatedTask | null) ?? null,
  };
}

/** The most notifications a list returns: the newest ones. */
export const NOTIFICATION_LIST_LIMIT = 100;

export class NotificationRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.notifications);
  }

  private record(input: NewNotification) {
    return { ...input, isRead: input.isRead ?? false, createdAt: FieldValue.serverTimestamp() };
  }

  async create(input: NewNotification, id: string = this.collection.doc().id): Promise<void> {
    await this.collection.doc(id).create(this.record(input));
  }

  /**
   * Adds the notification to a transaction or batch, so it exists exactly when the change it reports does;
   * under `ref` when given (see newRef).
   */
  createIn(writer: Transaction | WriteBatch, input: NewNotification, ref = this.newRef()): void {
    (writer as WriteBatch).create(ref, this.record(input));
  }

  /** A reference for a notification not yet written, so that a caller can take it back. */
  newRef(): DocumentReference {
    return this.collection.doc();
  }

  /**
   * Marks the user's notifications about these tasks as referring to deleted tasks (they stay, and say so).
   * One query of the user's notifications, then the matching ones updated in batches.
   */
  async markTasksDeleted(userId: string, taskIds: string[]): Promise<void> {
    await this.updateAboutTasks(userId, new Set(taskIds), () => ({ "relatedTask.deleted": true }));
  }

  /** Points the user's notifications about these tasks at their new deadlines (a link leads to the right day). */
  async moveTaskDeadlines(userId: string, deadlines: Map<string, string>): Promise<void> {
    await this.updateAboutTasks(userId, deadlines, (taskId) => ({ "relatedTask.deadline": deadlines.get(taskId) }));
  }

  /** One query of the user's notifications, then those about the tasks updated in batches. */
  private async updateAboutTasks(
    userId: string,
    tasks: { has(taskId: string): boolean },
    fields: (taskId: string) => Record<string, unknown>,
  ): Promise<void> {
    const taskOf = (doc: QueryDocumentSnapshot) => String(doc.get("relatedTask._id") ?? "");
    const snapshot = await this.collection.where("userId", "==", userId).get();
    const matching = snapshot.docs.filter((doc) => tasks.has(taskOf(doc)));
    await commitInBatches(this.db, matching, (batch, doc) => batch.update(doc.ref, fields(taskOf(doc))));
  }

  /** Every notification of the user (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await deleteQuery(this.db, this.collection.where("userId", "==", userId));
  }

  /** Newest first. Needs the composite index (userId, createdAt desc). */
  async listForUser(userId: string): Promise<Notification[]> {
    const snapshot = await this.collection
      .where("userId", "==", userId)
      .orderBy("createdAt", "desc")
      .limit(NOTIFICATION_LIST_LIMIT)
      .get();
    return snapshot.docs.map((doc) => toNotification(doc)).filter((item): item is Notification => item !== null);
  }

  /** False when there is no such notification of this user. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get("userId") !== userId) return false;
      if (snapshot.get("isRead") !== true) transaction.update(ref, { isRead: true });
      return true;
    });
  }

  /** Marks every unread notification of the user read; returns how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const unread = await this.collection.where("userId", "==", userId).where("isRead", "==", false).get();
    await commitInBatches(this.db, unread.docs, (batch, doc) => batch.update(doc.ref, { isRead: true }));
    return unread.size;
  }
}
