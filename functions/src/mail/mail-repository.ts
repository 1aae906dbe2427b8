/**
 * The `mail` collection, in the document shape of Firebase's Trigger Email extension: `to`, `message` (a
 * nodemailer message) and a `delivery` record of state, attempts and error. Messages are queued in the
 * transaction that decides to send them, and claimed in a transaction of their own before they are sent.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { SendMailOptions } from "nodemailer";
import { COLLECTIONS } from "@common/constants";

export type DeliveryState = "PENDING" | "PROCESSING" | "SUCCESS" | "ERROR";

/** A message to queue: its address and its nodemailer message. */
export interface MailMessage {
  to: string;
  message: { subject: string; text: string; html: string; headers: Record<string, string> };
}

export const MAX_ATTEMPTS = 5;
/** A send that has not reported back by then is taken as failed (the process stopped while sending). */
const SEND_LEASE_MS = 2 * 60_000;
/** Waits after the 1st, 2nd, ... failure: 5 minutes, doubled each time (5, 10, 20, 40). */
export const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);

interface Delivery {
  state: DeliveryState;
  attempts: number;
  nextAttempt?: Timestamp;
}

export class MailRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.mail);
  }

  /** Queues a message in the caller's transaction or batch, due at once: it goes if and only if the rest does. */
  queueIn(writes: Transaction | WriteBatch, mail: MailMessage, now = new Date()): void {
    writes.create(this.collection.doc(), {
      ...mail,
      delivery: { state: "PENDING", attempts: 0, nextAttempt: Timestamp.fromDate(now), error: null },
    });
  }

  /** The messages due by `now` (new ones, and failed ones whose wait is over), at most `limit`, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const snapshot = await this.collection
      .where("delivery.nextAttempt", "<=", Timestamp.fromDate(now))
      .orderBy("delivery.nextAttempt")
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => doc.id);
  }

  /**
   * Claims a message for one send: null when another run has it, it is sent, or it is no longer due. Should this
   * process stop mid-send, the message is due again once the lease has lapsed.
   */
  async claim(id: string, now: Date): Promise<{ attempts: number; to: string; message: SendMailOptions } | null> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const delivery = snapshot.get("delivery") as Delivery | undefined;
      if (!delivery?.nextAttempt || delivery.nextAttempt.toMillis() > now.getTime()) return null;
      if (delivery.state === "SUCCESS") return null;
      const attempts = delivery.attempts + 1;
      transaction.update(ref, {
        "delivery.state": "PROCESSING",
        "delivery.attempts": attempts,
        "delivery.startTime": Timestamp.fromDate(now),
        "delivery.nextAttempt": Timestamp.fromMillis(now.getTime() + SEND_LEASE_MS),
      });
      const mail = snapshot.data() as { to: string; message: SendMailOptions };
      return { attempts, to: mail.to, message: mail.message };
    });
  }

  /** Records a send: done, or failed and due again after its wait (none once it has been tried MAX_ATTEMPTS times). */
  async record(
    id: string,
    outcome:
      | { sent: true; info: { messageId: string; accepted: string[]; rejected: string[] } }
      | { sent: false; error: string; attempts: number; now: Date },
  ): Promise<void> {
    const update = outcome.sent
      ? {
          "delivery.state": "SUCCESS",
          "delivery.error": null,
          "delivery.nextAttempt": FieldValue.delete(),
          "delivery.info": outcome.info,
        }
      : {
          "delivery.state": "ERROR",
          "delivery.error": outcome.error.slice(0, 500),
          "delivery.nextAttempt":
            outcome.attempts < MAX_ATTEMPTS
              ? Timestamp.fromMillis(outcome.now.getTime() + retryDelayMs(outcome.attempts))
              : FieldValue.delete(),
        };
    await this.collection.doc(id).update({ ...update, "delivery.endTime": FieldValue.serverTimestamp() });
  }
}
