/**
 * The daily reminders (issue 35): run every 15 minutes deployed (and on a timer offline), it finds the people
 * whose reminder time has come and sends each student with work due one reminder for their local day (a
 * notification that opens the dashboard at that day, and an e-mail unless they turned e-mail off), and each
 * admin their morning digest of the class.
 */
import type { DocumentSnapshot, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { ClassSummary } from "@common/api-types";
import type { TaskRepository } from "../tasks/task-repository";
import { OPEN_COUNTS_FIELD } from "../users/student-counts";
import { DEFAULT_REMINDER_TIME, dueReminderDay, nextReminderAt, type ReminderSetting } from "./reminder-clock";
import { pendingDelivery } from "../mail/mail-outbox";
import { eachAtOnce } from "../lib/batches";
import type { ReminderLog } from "./reminder-log";
import { studentReminder } from "./reminder-message";
import { behindBelowOf } from "./class-summary";
import { adminDigest } from "./digest-message";

export interface ReminderJobDeps {
  tasks: Pick<TaskRepository, "listOnDays">;
  log: ReminderLog;
  /** The app's address at a day of the dashboard, and the one-click unsubscribe address of a person. */
  links: (userId: string, day: string) => { appUrl: string; unsubscribeUrl: string };
  /** An admin's digest: its links, and the class summary of a day for a threshold. */
  adminLinks: (userId: string) => { inboxUrl: string; boardUrl: string; unsubscribeUrl: string };
  summary: (today: string, behindBelow: number) => Promise<ClassSummary>;
}

export interface ReminderSettings extends ReminderSetting {
  /** False once the person turned reminder e-mails off (the in-app reminder stays). */
  email: boolean;
}

/** A person's reminder settings as their record keeps them, with the defaults where it keeps none. */
export function reminderSettingsOf(record: DocumentSnapshot): ReminderSettings {
  const time = record.get("reminder.time") as unknown;
  return {
    time: time === null ? null : typeof time === "string" ? time : DEFAULT_REMINDER_TIME,
    timeZone: String(record.get("reminder.timeZone") ?? "UTC"),
    email: record.get("reminder.email") !== false,
  };
}

export interface ReminderRun {
  /** People whose reminder time had come. */
  due: number;
  /** Reminders and digests sent by this run (not those another run had sent). */
  sent: number;
  /** People whose reminder failed (logged, tried again in an hour). */
  failed: number;
}

/** People reminded at once: each is a few round trips to Firestore, mostly waiting. */
const PEOPLE_AT_ONCE = 10;
const HOUR = 3_600_000;

/**
 * One run: every active person whose time has come gets their day's reminder (students) or digest (admins),
 * once, and their next time is set. One person's failure (a record in a shape no one foresaw) is logged and
 * tried again an hour later; it never stops the others, nor the e-mails of the run.
 */
export async function remindPeople(deps: ReminderJobDeps, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { due: 0, sent: 0, failed: 0 };
  const summaries = new Map<string, Promise<ClassSummary>>();
  const summaryOf = (day: string, behindBelow: number) => {
    const key = `${day}|${behindBelow}`;
    if (!summaries.has(key)) summaries.set(key, deps.summary(day, behindBelow));
    return summaries.get(key) as Promise<ClassSummary>;
  };

  const remind = async (record: QueryDocumentSnapshot) => {
    // A deactivated account is looked at again in a day (reactivated, it is reminded from then on).
    if (record.get("active") === false) return deps.log.scheduleNext(record.id, new Date(now.getTime() + 24 * HOUR));
    const settings = reminderSettingsOf(record);
    if (!settings.time) return deps.log.scheduleNext(record.id, null);
    const day = dueReminderDay(settings, now);
    // The clock has not reached the time yet (a skipped hour): a later run sees to it.
    if (!day) return;
    run.due += 1;
    const person = { name: String(record.get("name") ?? ""), email: String(record.get("email") ?? "") };
    const admin = record.get("role") === "admin";
    let what: Parameters<ReminderLog["send"]>[3] | null;
    if (admin) {
      const digest = adminDigest(person, await summaryOf(day, behindBelowOf(record)), now, deps.adminLinks(record.id));
      // By e-mail only: admins have no bell, and the same summary stands at the top of /admin.
      what =
        digest && settings.email
          ? { notification: null, mail: { ...digest.mail, delivery: pendingDelivery(now) } }
          : null;
    } else {
      const openDays = Object.entries((record.get(OPEN_COUNTS_FIELD) ?? {}) as Record<string, number>)
        .filter(([deadline, count]) => count > 0 && deadline <= day)
        .map(([deadline]) => deadline);
      const tasks = openDays.length > 0 ? await deps.tasks.listOnDays(record.id, openDays) : [];
      const reminder = studentReminder(person, tasks, day, deps.links(record.id, day));
      what = reminder && {
        notification: {
          userId: record.id,
          title: "Today's tasks",
          message: reminder.notification,
          relatedTask: reminder.opens,
        },
        mail: settings.email ? { ...reminder.mail, delivery: pendingDelivery(now) } : null,
      };
    }
    if (what && (await deps.log.send(admin ? "digest" : "student", record.id, day, what))) run.sent += 1;
    await deps.log.scheduleNext(record.id, nextReminderAt({ ...settings, time: settings.time }, day));
  };

  await eachAtOnce(await deps.log.duePeople(now), PEOPLE_AT_ONCE, async (record) => {
    try {
      await remind(record);
    } catch (error) {
      run.failed += 1;
      console.error(`The reminder of user ${record.id} failed; it is tried again in an hour.`, error);
      await deps.log.scheduleNext(record.id, new Date(now.getTime() + HOUR)).catch(() => undefined);
    }
  });
  return run;
}
