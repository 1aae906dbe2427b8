import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";
import type { Delivery } from "../mail/mail-outbox";
import type { MailMessage } from "./reminder-message";

export type ReminderKind = "student" | "digest";

/**
 * The record of each reminder and digest sent (issue 35), one per kind, person and local day, written in the
 * transaction that queues what it sends: two runs at the same time, or a run retried, find the record and send
 * nothing more.
 */
export class ReminderLog {
  constructor(
    private readonly db: Firestore,
    private readonly notifications: NotificationRepository,
  ) {}

  private ref(kind: ReminderKind, userId: string, day: string) {
    return this.db.collection(COLLECTIONS.reminders).doc(`${kind}_${userId}_${day}`);
  }

  /**
   * Records the day's reminder and queues its notification (students only: admins have no bell) and e-mail (none
   * when the person turned e-mail off); false, with nothing queued, when that day's reminder is already recorded.
   */
  async send(
    kind: ReminderKind,
    userId: string,
    day: string,
    what: { notification: NewNotification | null; mail: (MailMessage & { delivery: Delivery }) | null },
  ): Promise<boolean> {
    const ref = this.ref(kind, userId, day);
    return this.db.runTransaction(async (transaction) => {
      if ((await transaction.get(ref)).exists) return false;
      transaction.create(ref, { kind, userId, day, createdAt: FieldValue.serverTimestamp() });
      if (what.notification) this.notifications.createIn(transaction, what.notification);
      if (what.mail) transaction.create(this.db.collection(COLLECTIONS.mail).doc(), what.mail);
      return true;
    });
  }

  /**
   * The students and admins (deactivated ones too: the job puts them off) whose next reminder or digest is due
   * by `now` (`reminder.next` on their record, kept by the job and by a change of their settings): a run reads
   * those only, not the whole class.
   */
  async duePeople(now: Date): Promise<QueryDocumentSnapshot[]> {
    const snapshot = await this.db
      .collection(COLLECTIONS.users)
      .where("reminder.next", "<=", Timestamp.fromDate(now))
      .get();
    return snapshot.docs.filter((doc) => ["student", "admin"].includes(String(doc.get("role"))));
  }

  /** When the person's next reminder is due (null: none, their reminder is off). */
  async scheduleNext(userId: string, next: Date | null): Promise<void> {
    await this.db
      .collection(COLLECTIONS.users)
      .doc(userId)
      .update({ "reminder.next": next ? Timestamp.fromDate(next) : FieldValue.delete() })
      .catch(() => undefined);
  }

  /** Whether the day's reminder is recorded. */
  async sent(kind: ReminderKind, userId: string, day: string): Promise<boolean> {
    return (await this.ref(kind, userId, day).get()).exists;
  }
}
