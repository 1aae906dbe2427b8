/**
 * Sends the e-mails queued in the `mail` collection (issue 35), in the document shape of Firebase's Trigger
 * Email extension: `to`, `message` (a nodemailer message) and a `delivery` record of state, attempts and
 * error. Each message is claimed in a transaction before it is sent, so two runs never send one message twice;
 * a failed send is recorded and tried again later, further apart each time, up to MAX_ATTEMPTS.
 *
 * A project that installs the Trigger Email extension instead sets MAIL_DELIVERY=extension and the extension
 * sends the same documents (it treats `PENDING` as we do and ignores `nextAttempt`).
 */
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { SendMailOptions, Transporter } from "nodemailer";
import { COLLECTIONS } from "@common/constants";
import { eachAtOnce } from "../lib/batches";

export type DeliveryState = "PENDING" | "PROCESSING" | "SUCCESS" | "ERROR";

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  /** When the message is next due to be tried: set while it may still be sent, removed once it is done. */
  nextAttempt?: Timestamp;
  startTime?: Timestamp;
  endTime?: Timestamp;
  error?: string | null;
  info?: { messageId: string; accepted: string[]; rejected: string[] };
}

/** The `delivery` a queued message starts with. */
export function pendingDelivery(now = new Date()): Delivery {
  return { state: "PENDING", attempts: 0, nextAttempt: Timestamp.fromDate(now), error: null };
}

export const MAX_ATTEMPTS = 5;
/** A send that has not reported back by then is taken as failed (the process stopped while sending). */
const SEND_LEASE_MS = 2 * 60_000;
/** Waits after the 1st, 2nd, ... failure: 5 minutes, doubled each time (5, 10, 20, 40). */
export const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);
/** Messages one run sends at most (the rest wait for the next run), and how many at once (the transport's pool). */
const BATCH = 1000;
export const SENDING_AT_ONCE = 5;

export interface MailRun {
  sent: number;
  failed: number;
}

type MailSender = Pick<Transporter, "sendMail">;

export class MailOutbox {
  constructor(
    private readonly db: Firestore,
    private readonly transport: MailSender,
    private readonly from: string,
  ) {}

  /** Sends every message due by `now`: new ones, and failed ones whose wait is over. */
  async deliverDue(now = new Date()): Promise<MailRun> {
    const due = await this.db
      .collection(COLLECTIONS.mail)
      .where("delivery.nextAttempt", "<=", Timestamp.fromDate(now))
      .orderBy("delivery.nextAttempt")
      .limit(BATCH)
      .get();
    const run: MailRun = { sent: 0, failed: 0 };
    await eachAtOnce(due.docs, SENDING_AT_ONCE, async (doc) => {
      const result = await this.deliver(doc.id, now);
      if (result === "sent") run.sent += 1;
      if (result === "failed") run.failed += 1;
    });
    return run;
  }

  /** Claims one message and sends it; "skipped" when another run has it or it is no longer due. */
  async deliver(id: string, now = new Date()): Promise<"sent" | "failed" | "skipped"> {
    const ref = this.db.collection(COLLECTIONS.mail).doc(id);
    const claimed = await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const delivery = snapshot.get("delivery") as Delivery | undefined;
      if (!delivery?.nextAttempt || delivery.nextAttempt.toMillis() > now.getTime()) return null;
      if (delivery.state === "SUCCESS") return null;
      const attempts = delivery.attempts + 1;
      transaction.update(ref, {
        "delivery.state": "PROCESSING",
        "delivery.attempts": attempts,
        "delivery.startTime": Timestamp.fromDate(now),
        // Should this process stop mid-send, the message is due again once the lease has lapsed.
        "delivery.nextAttempt": Timestamp.fromMillis(now.getTime() + SEND_LEASE_MS),
      });
      return { attempts, mail: snapshot.data() as { to: string; message: SendMailOptions } };
    });
    if (!claimed) return "skipped";

    let update: Record<string, unknown>;
    let result: "sent" | "failed";
    try {
      const info = (await this.transport.sendMail({
        ...claimed.mail.message,
        from: this.from,
        to: claimed.mail.to,
      })) as {
        messageId?: string;
        accepted?: unknown[];
        rejected?: unknown[];
      };
      update = {
        "delivery.state": "SUCCESS",
        "delivery.error": null,
        "delivery.nextAttempt": FieldValue.delete(),
        "delivery.info": {
          messageId: String(info.messageId ?? ""),
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
        },
      };
      result = "sent";
    } catch (error) {
      const retry = claimed.attempts < MAX_ATTEMPTS;
      update = {
        "delivery.state": "ERROR",
        "delivery.error": (error as Error).message.slice(0, 500),
        "delivery.nextAttempt": retry
          ? Timestamp.fromMillis(now.getTime() + retryDelayMs(claimed.attempts))
          : FieldValue.delete(),
      };
      result = "failed";
    }
    await ref.update({ ...update, "delivery.endTime": FieldValue.serverTimestamp() });
    return result;
  }
}
