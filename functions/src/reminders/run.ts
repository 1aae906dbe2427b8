import type { Firestore } from "firebase-admin/firestore";
import { NotificationRepository } from "../notifications/notification-repository";
import { TaskRepository } from "../tasks/task-repository";
import { remindStudents, type ReminderRun } from "./reminder-job";
import { ReminderLog } from "./reminder-log";
import { unsubscribeUrl } from "./unsubscribe";

/**
 * The reminder job over a database: what the schedule runs deployed, and `npm start`'s timer and
 * `npm run remind` offline. `appUrl` is the app's address, for the e-mails' links.
 */
export function reminderJob(
  db: Firestore,
  options: { appUrl: string; sessionSecret: string },
): (now?: Date) => Promise<ReminderRun> {
  const deps = {
    tasks: new TaskRepository(db),
    log: new ReminderLog(db, new NotificationRepository(db)),
    links: (userId: string) => ({
      appUrl: `${options.appUrl}/dashboard`,
      unsubscribeUrl: unsubscribeUrl(options.appUrl, userId, options.sessionSecret),
    }),
  };
  return (now = new Date()) => remindStudents(deps, now);
}
