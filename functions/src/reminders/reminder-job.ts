/**
 * The students' daily reminders (issue 35): run every 15 minutes deployed (and on a timer offline), it finds
 * the students whose reminder time has come, and sends each with work due one reminder for their local day —
 * a notification that opens the dashboard at that day, and an e-mail unless they turned e-mail off.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { TaskRepository } from "../tasks/task-repository";
import { OPEN_COUNTS_FIELD } from "../users/student-counts";
import { DEFAULT_REMINDER_TIME, dueReminderDay, nextReminderAt, type ReminderSetting } from "./reminder-clock";
import type { ReminderLog } from "./reminder-log";
import { studentReminder } from "./reminder-message";

export interface ReminderJobDeps {
  tasks: Pick<TaskRepository, "listOnDays">;
  log: ReminderLog;
  /** The app's address at a day of the dashboard, and the one-click unsubscribe address of a person. */
  links: (userId: string, day: string) => { appUrl: string; unsubscribeUrl: string };
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
  /** Students whose reminder time had come. */
  due: number;
  /** Reminders sent by this run (not those another run had sent). */
  sent: number;
}

export async function remindStudents(deps: ReminderJobDeps, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { due: 0, sent: 0 };
  for (const record of await deps.log.dueStudents(now)) {
    const settings = reminderSettingsOf(record);
    const day = dueReminderDay(settings, now);
    // Off, or the clock has not reached the time yet (a skipped hour): a later run sees to it.
    if (!day || !settings.time) continue;
    run.due += 1;
    const openDays = Object.entries((record.get(OPEN_COUNTS_FIELD) ?? {}) as Record<string, number>)
      .filter(([deadline, count]) => count > 0 && deadline <= day)
      .map(([deadline]) => deadline);
    const tasks = openDays.length > 0 ? await deps.tasks.listOnDays(record.id, openDays) : [];
    const student = { name: String(record.get("name") ?? ""), email: String(record.get("email") ?? "") };
    const reminder = studentReminder(student, tasks, day, deps.links(record.id, day));
    if (reminder) {
      const sent = await deps.log.send("student", record.id, day, {
        notification: {
          userId: record.id,
          title: "Today's tasks",
          message: reminder.notification,
          relatedTask: reminder.opens,
        },
        mail: settings.email ? reminder.mail : null,
      });
      if (sent) run.sent += 1;
    }
    await deps.log.scheduleNext(record.id, nextReminderAt({ ...settings, time: settings.time }, day));
  }
  return run;
}
