/**
 * Sends the e-mails queued in the `mail` collection: each message claimed before it is sent, so two runs never
 * send one message twice; a failed send is recorded and tried again later, further apart each time, up to
 * MAX_ATTEMPTS (see MailRepository).
 *
 * A project that installs the Trigger Email extension instead sets MAIL_DELIVERY=extension and the extension
 * sends the same documents (it treats `PENDING` as we do and ignores `nextAttempt`).
 */
import type { Transporter } from "nodemailer";
import { eachAtOnce } from "../lib/at-once";
import type { MailRepository } from "./mail-repository";

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
    private readonly mail: MailRepository,
    private readonly transport: MailSender,
    private readonly from: string,
  ) {}

  /** Sends every message due by `now`: new ones, and failed ones whose wait is over. */
  async deliverDue(now = new Date()): Promise<MailRun> {
    const run: MailRun = { sent: 0, failed: 0 };
    await eachAtOnce(await this.mail.due(now, BATCH), SENDING_AT_ONCE, async (id) => {
      const result = await this.deliver(id, now);
      if (result === "sent") run.sent += 1;
      if (result === "failed") run.failed += 1;
    });
    return run;
  }

  /** Claims one message and sends it; "skipped" when another run has it or it is no longer due. */
  async deliver(id: string, now = new Date()): Promise<"sent" | "failed" | "skipped"> {
    const claimed = await this.mail.claim(id, now);
    if (!claimed) return "skipped";
    try {
      const info = (await this.transport.sendMail({ ...claimed.message, from: this.from, to: claimed.to })) as {
        messageId?: string;
        accepted?: unknown[];
        rejected?: unknown[];
      };
      await this.mail.record(id, {
        sent: true,
        info: {
          messageId: String(info.messageId ?? ""),
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
        },
      });
      return "sent";
    } catch (error) {
      await this.mail.record(id, { sent: false, error: (error as Error).message, attempts: claimed.attempts, now });
      return "failed";
    }
  }
}
