import type { Firestore } from "firebase-admin/firestore";
import { MailOutbox, SENDING_AT_ONCE, type MailRun } from "../mail/mail-outbox";
import { MailRepository } from "../mail/mail-repository";
import { NotificationRepository } from "../notifications/notification-repository";
import { ReviewRepository } from "../reviews/review-repository";
import { TaskRepository } from "../tasks/task-repository";
import { UserRepository } from "../users/user-repository";
import { GroupRepository } from "../groups/group-repository";
import { classSummary } from "./class-summary";
import { remindPeople, type ReminderRun } from "./reminder-job";
import { ReminderRepository } from "./reminder-repository";
import { unsubscribeUrl } from "../mail/mail-parts";

export interface ReminderJobOptions {
  /** The app's address, for the e-mails' links. */
  appUrl: string;
  sessionSecret: string;
  /** Where the queued e-mails go (an smtp:// or smtps:// URL, with its login), or null when the Trigger Email
   * extension sends them instead. */
  smtpUrl: string | null;
  /** The e-mails' sender, e.g. `Task Planner <noreply@example.com>`. */
  mailFrom: string;
}

/**
 * The reminder job over a database: what the schedule runs deployed, and `npm start`'s timer and
 * `npm run remind` offline. It queues the day's reminders and digests, then sends the queued e-mails.
 */
export function reminderJob(
  db: Firestore,
  options: ReminderJobOptions,
): (now?: Date) => Promise<{ reminders: ReminderRun; mail: MailRun | null }> {
  const unsubscribe = (userId: string) => unsubscribeUrl(options.appUrl, userId, options.sessionSecret);
  const users = new UserRepository(db);
  const reviews = new ReviewRepository(db);
  const mail = new MailRepository(db);
  const deps = {
    users,
    tasks: new TaskRepository(db),
    reminders: new ReminderRepository(db, new NotificationRepository(db), mail),
    links: (userId: string) => ({ appUrl: `${options.appUrl}/dashboard`, unsubscribeUrl: unsubscribe(userId) }),
    adminLinks: (userId: string) => ({
      inboxUrl: `${options.appUrl}/admin/verify/inbox`,
      boardUrl: `${options.appUrl}/admin/board`,
      unsubscribeUrl: unsubscribe(userId),
    }),
    summary: (today: string, behindBelow: number, only?: string[]) =>
      classSummary({ users, reviews }, today, behindBelow, only),
    groups: () => new GroupRepository(db).list(),
  };
  const { smtpUrl } = options;
  const deliver = async (now: Date) => {
    if (!smtpUrl) return null;
    // A pool of SMTP connections for this run, as many as the messages sent at once, closed when it ends.
    const { createTransport } = await import("nodemailer");
    const transport = createTransport(pooled(smtpUrl));
    try {
      return await new MailOutbox(mail, transport, options.mailFrom).deliverDue(now);
    } finally {
      transport.close();
    }
  };
  return async (now = new Date()) => {
    // The queued e-mails go out even when queuing the reminders failed (its error is raised after).
    const reminders = await remindPeople(deps, now).catch((error: unknown) => error as Error);
    const mail = await deliver(now);
    if (reminders instanceof Error) throw reminders;
    return { reminders, mail };
  };
}

/** The SMTP URL with nodemailer's pool turned on (its options may be given in the URL's query). */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set("pool", "true");
  url.searchParams.set("maxConnections", String(SENDING_AT_ONCE));
  return url.toString();
}

/** The job's mail settings from the environment: SMTP_URL (a secret deployed), MAIL_FROM, MAIL_DELIVERY. */
export function mailSettings(
  env: NodeJS.ProcessEnv,
  projectId: string,
): Pick<ReminderJobOptions, "smtpUrl" | "mailFrom"> {
  return {
    smtpUrl: env.MAIL_DELIVERY === "extension" ? null : env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Task Planner <noreply@${projectId}.firebaseapp.com>`,
  };
}
