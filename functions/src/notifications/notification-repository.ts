import {
  FieldPath,
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
import type { NoticeText } from "@common/notice";
import { commitInBatches, deleteQuery, MAX_IN_VALUES, writeEach } from "../lib/firestore/batches";
import { decodeCursor, encodeCursor } from "../lib/firestore/page-cursor";
import { GRPC_STATUS, hasGrpcStatus } from "../lib/firestore/grpc-status";

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  relatedTask: RelatedTask | null;
  isRead?: boolean;
  text?: NoticeText;
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
    ...(data.text && typeof data.text.key === "string" && typeof data.text.values === "object"
      ? { text: data.text as NoticeText }
      : {}),
  };
}

/** A page of the bell's list, newest first, and where the next page starts (null: none). */
export interface NotificationPage {
  notifications: Notification[];
  next: string | null;
}

/** Notifications per page of the bell's list. */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * A user's notifications, with their unread count and a version kept on the user's own record
 * (`notificationCounts`), changed in the same write as the notifications: the bell asks only for those (from the
 * record the session reads anyway), and fetches the list behind them when the version has moved. Every change
 * to a user's notifications goes through here, so the counts stay exact.
 */
export class NotificationRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.notifications);
  }

  private userRef(userId: string) {
    return this.db.collection(COLLECTIONS.users).doc(userId);
  }

  private record(input: NewNotification) {
    return { ...input, isRead: input.isRead ?? false, createdAt: FieldValue.serverTimestamp() };
  }

  /** The user's counts moved by `unread` and the version by one, in `writer` (the user's record must exist). */
  private bump(writer: Transaction | WriteBatch, userId: string, unread: number): void {
    (writer as WriteBatch).update(this.userRef(userId), {
      "notificationCounts.unread": FieldValue.increment(unread),
      "notificationCounts.version": FieldValue.increment(1),
    });
  }

  /** A notification on its own; none when the user's record is gone (their account was deleted meanwhile). */
  async create(input: NewNotification, id: string = this.collection.doc().id): Promise<void> {
    const batch = this.db.batch();
    this.createIn(batch, input, this.collection.doc(id));
    await batch.commit().catch((error: unknown) => {
      if (!hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) throw error;
    });
  }

  /**
   * Adds the notification to a transaction or batch, so it exists exactly when the change it reports does;
   * under `ref` when given (see newRef).
   */
  createIn(writer: Transaction | WriteBatch, input: NewNotification, ref = this.newRef()): void {
    (writer as WriteBatch).create(ref, this.record(input));
    this.bump(writer, input.userId, input.isRead ? 0 : 1);
  }

  /** A reference for a notification not yet written, so that a caller can take it back. */
  newRef(): DocumentReference {
    return this.collection.doc();
  }

  /**
   * Marks the user's notifications about these tasks as referring to deleted tasks (they stay, and say so).
   * Reads only the notifications about those tasks.
   */
  async markTasksDeleted(userId: string, taskIds: string[]): Promise<void> {
    await this.updateAboutTasks(userId, taskIds, () => ({ "relatedTask.deleted": true }));
  }

  /** Points the user's notifications about these tasks at their new deadlines (a link leads to the right day). */
  async moveTaskDeadlines(userId: string, deadlines: Map<string, string>): Promise<void> {
    await this.updateAboutTasks(userId, [...deadlines.keys()], (taskId) => ({
      "relatedTask.deadline": deadlines.get(taskId),
    }));
  }

  /** The user's notifications about the tasks (`in` queries of 30), updated in batches; the version moves. */
  private async updateAboutTasks(
    userId: string,
    taskIds: string[],
    fields: (taskId: string) => Record<string, unknown>,
  ): Promise<void> {
    const matching: QueryDocumentSnapshot[] = [];
    for (let start = 0; start < taskIds.length; start += MAX_IN_VALUES) {
      const chunk = taskIds.slice(start, start + MAX_IN_VALUES);
      const snapshot = await this.collection.where("userId", "==", userId).where("relatedTask._id", "in", chunk).get();
      matching.push(...snapshot.docs);
    }
    if (matching.length === 0) return;
    const taskOf = (doc: QueryDocumentSnapshot) => String(doc.get("relatedTask._id") ?? "");
    await commitInBatches(this.db, matching, (batch, doc) => batch.update(doc.ref, fields(taskOf(doc))));
    await this.bumpVersion(userId);
  }

  private async bumpVersion(userId: string): Promise<void> {
    await this.userRef(userId)
      .update({ "notificationCounts.version": FieldValue.increment(1) })
      .catch(() => undefined); // the user's record is gone with their account: nothing to tell
  }

  /** Every notification of the user (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await deleteQuery(this.db, this.collection.where("userId", "==", userId));
  }

  /**
   * A page of the user's notifications, newest first, after `cursor`: a cursor query, so any page costs what
   * the first does. Needs the composite index (userId, createdAt desc, __name__ desc).
   */
  async page(userId: string, limit = NOTIFICATION_PAGE_SIZE, cursor?: string): Promise<NotificationPage> {
    let query = this.collection
      .where("userId", "==", userId)
      .orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      // One more than a page: whether there is a next page is known now.
      .limit(limit + 1);
    if (cursor) {
      const { at, id } = decodeCursor(cursor);
      query = query.startAfter(at, id);
    }
    const snapshot = await query.get();
    const docs = snapshot.docs.slice(0, limit);
    const last = docs.at(-1);
    const lastAt = last?.get("createdAt");
    return {
      notifications: docs.map((doc) => toNotification(doc)).filter((item): item is Notification => item !== null),
      next: snapshot.size > limit && last && lastAt instanceof Timestamp ? encodeCursor(lastAt, last.id) : null,
    };
  }

  /**
   * The user's counts where their record has none yet (kept from before the counts): counted once (an
   * aggregation, one read per 1,000 notifications) and stored unless the record changed since it was read.
   * No transaction: a read never fails because others are writing the same record.
   */
  async countsOf(userId: string): Promise<{ unread: number; version: number }> {
    const user = await this.userRef(userId).get();
    const kept = user.get("notificationCounts") as { unread?: number; version?: number } | undefined;
    if (typeof kept?.unread === "number") return { unread: kept.unread, version: kept.version ?? 0 };
    const unread = (
      await this.collection.where("userId", "==", userId).where("isRead", "==", false).count().get()
    ).data().count;
    const counts = { unread, version: kept?.version ?? 0 };
    if (user.exists && user.updateTime) {
      // A change meanwhile stored its own counts (or the account went): that one stands.
      await user.ref.update({ notificationCounts: counts }, { lastUpdateTime: user.updateTime }).catch((error) => {
        const lost = [GRPC_STATUS.FAILED_PRECONDITION, GRPC_STATUS.NOT_FOUND].some((code) =>
          hasGrpcStatus(error, code),
        );
        if (!lost) throw error;
      });
    }
    return counts;
  }

  /** False when there is no such notification of this user. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get("userId") !== userId) return false;
      if (snapshot.get("isRead") !== true) {
        transaction.update(ref, { isRead: true });
        this.bump(transaction, userId, -1);
      }
      return true;
    });
  }

  /** Marks every unread notification of the user read; returns how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const unread = await this.collection.where("userId", "==", userId).where("isRead", "==", false).get();
    try {
      // One deleted meanwhile is skipped, not a failure of the rest.
      return await writeEach(
        this.db,
        unread.docs.map((doc) => doc.ref),
        (writer, ref) => writer.update(ref, { isRead: true }),
      );
    } finally {
      // Whatever landed, the count follows what is stored.
      await this.recount(userId);
    }
  }

  /** False when there is no such notification of this user. */
  async delete(userId: string, id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get("userId") !== userId) return false;
      transaction.delete(ref);
      this.bump(transaction, userId, snapshot.get("isRead") === true ? 0 : -1);
      return true;
    });
  }

  /** Deletes every notification of the user that is read; returns how many. */
  async deleteRead(userId: string): Promise<number> {
    const count = await deleteQuery(this.db, this.collection.where("userId", "==", userId).where("isRead", "==", true));
    if (count > 0) await this.bumpVersion(userId);
    return count;
  }

  /**
   * The unread count set to what is stored, after a change of many notifications in batches (one arriving
   * meanwhile is counted either way): an aggregation read, in the transaction that writes it.
   */
  private async recount(userId: string): Promise<void> {
    await this.db.runTransaction(
      async (transaction) => {
        const unread = (
          await transaction.get(this.collection.where("userId", "==", userId).where("isRead", "==", false).count())
        ).data().count;
        const user = await transaction.get(this.userRef(userId));
        if (!user.exists) return;
        transaction.update(user.ref, {
          "notificationCounts.unread": unread,
          "notificationCounts.version": FieldValue.increment(1),
        });
        // Several 'Mark all as read' at once (clicks in two tabs) each recount the same record: more tries than
        // Firestore's five let every one of them land rather than answer "try again".
      },
      { maxAttempts: 15 },
    );
  }
}
