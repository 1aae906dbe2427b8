/**
 * The daily reminders: run every 15 minutes deployed (and on a timer offline), it finds the people
 * whose reminder time has come and sends each student with work due one reminder for their local day (a
 * notification that opens the dashboard at that day, and an e-mail unless they turned e-mail off), and each
 * admin their morning digest of the class.
 */
import type { ClassSummary, Group } from "@common/api-types";
import { eachAtOnce } from "../lib/at-once";
import { dueReminderDay, nextReminderAt } from "../lib/reminder-clock";
import type { TaskRepository } from "../tasks/task-repository";
import type { ReminderPerson, UserRepository } from "../users/user-repository";
import { adminDigest } from "./digest-message";
import type { ReminderRepository } from "./reminder-repository";
import { studentReminder } from "./reminder-message";
import { translatorFor } from "../i18n/translator";
import { inLanguage } from "../mail/mail-parts";

export interface ReminderJobDeps {
  users: Pick<UserRepository, "dueForReminder" | "scheduleReminder">;
  tasks: Pick<TaskRepository, "listOnDays">;
  reminders: Pick<ReminderRepository, "send">;
  /** The app's address at a day of the dashboard, and the one-click unsubscribe address of a person. */
  links: (userId: string, day: string) => { appUrl: string; unsubscribeUrl: string };
  /** An admin's digest: its links, and the class summary of a day for a threshold. */
  adminLinks: (userId: string) => { inboxUrl: string; boardUrl: string; unsubscribeUrl: string };
  summary: (today: string, behindBelow: number, only?: string[]) => Promise<ClassSummary>;
  /** The supervisor's groups: a digest counts each of them, or is of the one its admin chose to show. */
  groups: () => Promise<Group[]>;
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
  const summaryOf = (day: string, behindBelow: number, group?: Group) => {
    const key = `${day}|${behindBelow}|${group?._id ?? ""}`;
    if (!summaries.has(key)) summaries.set(key, deps.summary(day, behindBelow, group?.students));
    return summaries.get(key) as Promise<ClassSummary>;
  };
  let groups: Promise<Group[]> | undefined;
  // An admin's digest: of the group they chose to show, or of the class with a line per group.
  const digestOf = async (person: ReminderPerson, day: string) => {
    groups ??= deps.groups();
    const all = await groups;
    const shown = all.find((group) => group._id === person.shownGroup);
    const summary = await summaryOf(day, person.behindBelow, shown);
    const perGroup = shown
      ? []
      : await Promise.all(
          all.map(async (group) => ({ name: group.name, summary: await summaryOf(day, person.behindBelow, group) })),
        );
    const say = await translatorFor(person.language);
    return adminDigest(person, summary, now, inLanguage(deps.adminLinks(person._id), person.language), say, {
      shown: shown?.name,
      perGroup,
    });
  };

  const remind = async (person: ReminderPerson) => {
    // A deactivated account is looked at again in a day (reactivated, it is reminded from then on).
    if (!person.active) return deps.users.scheduleReminder(person._id, new Date(now.getTime() + 24 * HOUR));
    const { time } = person;
    if (!time) return deps.users.scheduleReminder(person._id, null);
    const day = dueReminderDay(person, now);
    // The clock has not reached the time yet (a skipped hour): a later run sees to it.
    if (!day) return;
    run.due += 1;
    const admin = person.role === "admin";
    let what: Parameters<ReminderRepository["send"]>[3] | null;
    if (admin) {
      const digest = await digestOf(person, day);
      // By e-mail only: admins have no bell, and the same summary stands at the top of /admin.
      what = digest && person.byEmail ? { notification: null, mail: digest.mail } : null;
    } else {
      const openDays = person.openDays.filter((deadline) => deadline <= day);
      const tasks = openDays.length > 0 ? await deps.tasks.listOnDays(person._id, openDays) : [];
      const say = await translatorFor(person.language);
      const links = inLanguage(deps.links(person._id, day), person.language);
      const reminder = studentReminder(person, tasks, day, links, say);
      what = reminder && {
        notification: {
          userId: person._id,
          title: reminder.title,
          message: reminder.notification,
          relatedTask: reminder.opens,
        },
        mail: person.byEmail ? reminder.mail : null,
      };
    }
    if (what && (await deps.reminders.send(admin ? "digest" : "student", person._id, day, what, now))) run.sent += 1;
    await deps.users.scheduleReminder(person._id, nextReminderAt({ time, timeZone: person.timeZone }, day));
  };

  await eachAtOnce(await deps.users.dueForReminder(now), PEOPLE_AT_ONCE, async (person) => {
    try {
      await remind(person);
    } catch (error) {
      run.failed += 1;
      console.error(`The reminder of user ${person._id} failed; it is tried again in an hour.`, error);
      await deps.users.scheduleReminder(person._id, new Date(now.getTime() + HOUR)).catch(() => undefined);
    }
  });
  return run;
}
