import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import type { MailMessage, MailRepository } from "../mail/mail-repository";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";

export type ReminderKind = "student" | "digest";

/**
 * The record of each reminder and digest sent, one per kind, person and local day, written in the transaction
 * that queues what it sends: two runs at the same time, or a run retried, find the record and send nothing more.
 */
export class ReminderRepository {
  constructor(
    private readonly db: Firestore,
    private readonly notifications: NotificationRepository,
    private readonly mail: MailRepository,
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
    what: { notification: NewNotification | null; mail: MailMessage | null },
    now = new Date(),
  ): Promise<boolean> {
    const ref = this.ref(kind, userId, day);
    return this.db.runTransaction(async (transaction) => {
      if ((await transaction.get(ref)).exists) return false;
      transaction.create(ref, { kind, userId, day, createdAt: FieldValue.serverTimestamp() });
      if (what.notification) this.notifications.createIn(transaction, what.notification);
      if (what.mail) this.mail.queueIn(transaction, what.mail, now);
      return true;
    });
  }

  /** Whether the day's reminder is recorded. */
  async sent(kind: ReminderKind, userId: string, day: string): Promise<boolean> {
    return (await this.ref(kind, userId, day).get()).exists;
  }
}
