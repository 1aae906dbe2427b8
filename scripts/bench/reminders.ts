/**
 * One run of the reminder job for a class of 300 students whose reminder time has come (and
 * their supervisor's digest), on its own Firestore behind the counting proxy: the reads, writes and time of
 * queuing the reminders, then of sending their e-mails to the local mail catcher (MailDev) over SMTP.
 */
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { addDays } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { reminderJob, TaskRepository, UserRepository } from "../../functions/src/tooling";
import { startMailCatcher } from "../lib/mail-catcher";
import { startFirestoreProcess } from "./api";

export const REMINDER_STUDENTS = 300;

export interface PhaseFigures {
  reads: number;
  writes: number;
  ms: number;
}

export interface ReminderFigures {
  students: number;
  /** Students with work due (the others have nothing due and get nothing). */
  withWork: number;
  sent: number;
  queue: PhaseFigures;
  mailed: number;
  send: PhaseFigures;
}

/** Runs `action` in batches of `size` at a time. */
async function inBatches<T>(items: T[], size: number, action: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(action));
}

export async function measureReminders(port: number): Promise<ReminderFigures> {
  const server = await startFirestoreProcess(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const db = getFirestore(initializeApp({ projectId: "demo-bench-reminders" }, "bench-reminders"));
  const users = new UserRepository(db);
  const tasks = new TaskRepository(db);
  const catcher = await startMailCatcher();
  try {
    // 08:05 in Paris today: everyone's 08:00 reminder is due. Two students in three have a task today and one
    // overdue; the third has only next week's.
    const today = new Date().toISOString().slice(0, 10);
    const now = new Date(`${today}T07:05:00Z`);
    const due = Timestamp.fromDate(new Date(`${today}T07:00:00Z`));
    const reminder = { time: "08:00", timeZone: "Europe/Paris", email: true, next: due };
    const people = Array.from({ length: REMINDER_STUDENTS + 1 }, (_, i) => i);
    let withWork = 0;
    await inBatches(people, 20, async (i) => {
      const role = i === REMINDER_STUDENTS ? "admin" : "student";
      const user = await users.create({
        name: `Reminder ${role} ${i}`,
        email: `reminder-${i}-${randomUUID()}@example.test`,
        role,
        phoneNumber: "",
        birthDate: "",
      });
      await db.collection(COLLECTIONS.users).doc(user._id).update({ reminder });
      if (role === "admin") return;
      const task = (deadline: string) =>
        tasks.create({
          name: `Task ${deadline}`,
          instructions: "x",
          deadline,
          category: "Reading",
          assignedTo: user._id,
        });
      if (i % 3 === 2) return void (await task(addDays(today, 7)));
      withWork += 1;
      await task(today);
      await task(addDays(today, -2));
    });

    const options = { appUrl: "http://127.0.0.1:5000", sessionSecret: "bench-secret", mailFrom: "bench@test" };
    const measure = async <T>(action: () => Promise<T>): Promise<{ result: T } & PhaseFigures> => {
      const before = await server.counts();
      const started = performance.now();
      const result = await action();
      const ms = performance.now() - started;
      const after = await server.counts();
      return { result, ms, reads: after.reads - before.reads, writes: after.writes - before.writes };
    };
    // The run that queues (no SMTP: the e-mails wait in the mail collection), then the one that sends them.
    const queue = await measure(() => reminderJob(db, { ...options, smtpUrl: null })(now));
    const send = await measure(() => reminderJob(db, { ...options, smtpUrl: catcher.smtpUrl })(now));
    return {
      students: REMINDER_STUDENTS,
      withWork,
      sent: queue.result.reminders.sent,
      queue: { reads: queue.reads, writes: queue.writes, ms: queue.ms },
      mailed: send.result.mail?.sent ?? 0,
      send: { reads: send.reads, writes: send.writes, ms: send.ms },
    };
  } finally {
    await catcher.stop();
    server.stop();
  }
}
