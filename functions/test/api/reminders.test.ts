import { Timestamp } from "firebase-admin/firestore";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";
import { localClock as localClockOf } from "../../src/lib/time-zones";
import { remindPeople } from "../../src/reminders/reminder-job";
import { ReminderRepository } from "../../src/reminders/reminder-repository";
import { classSummary } from "../../src/reminders/class-summary";
import { MailRepository } from "../../src/mail/mail-repository";
import { unsubscribeToken } from "../../src/mail/mail-parts";
import { createIsolatedTestApp, provisionUser, SESSION_SECRET, signIn, withSession as as } from "./harness";

const { app, deps } = createIsolatedTestApp("reminders");
const log = new ReminderRepository(deps.db, deps.notifications, new MailRepository(deps.db));

const what = (userId: string, email: string) => ({
  notification: { userId, title: "Today's tasks", message: "Today: Read (Reading).", relatedTask: null },
  mail: {
    to: email,
    message: { subject: "Task Planner — Today: 1 task", text: "Read", html: "<p>Read</p>", headers: {} },
  },
});

describe("Reminders sent once", () => {
  it("When ten runs send the same day's reminder at once, then one notification and one e-mail are queued", async () => {
    const student = await provisionUser(deps);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        log.send("student", student._id, "2026-11-26", what(student._id, student.email)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const notifications = await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", student._id).get();
    expect(notifications.size).toBe(1);
    const mail = await deps.db.collection(COLLECTIONS.mail).where("to", "==", student.email).get();
    expect(mail.size).toBe(1);
    expect((await deps.users.findById(student._id))?.notificationCounts?.unread).toBe(1);
  });

  it("When the next day comes, then that day has its own reminder", async () => {
    const student = await provisionUser(deps);
    expect(await log.send("student", student._id, "2026-11-26", what(student._id, student.email))).toBe(true);
    expect(await log.send("student", student._id, "2026-11-26", what(student._id, student.email))).toBe(false);
    expect(await log.send("student", student._id, "2026-11-27", what(student._id, student.email))).toBe(true);
    expect(await log.sent("student", student._id, "2026-11-27")).toBe(true);
  });
});

describe("The students' reminder job, on a fixed clock", () => {
  const jobDeps = {
    users: deps.users,
    tasks: deps.tasks,
    reminders: log,
    links: (userId: string, day: string) => ({
      appUrl: `https://app.test/dashboard?day=${day}`,
      unsubscribeUrl: `https://app.test/api/reminders/unsubscribe?user=${userId}`,
    }),
    adminLinks: (userId: string) => ({
      inboxUrl: "https://app.test/admin/verify/inbox",
      boardUrl: "https://app.test/admin/board",
      unsubscribeUrl: `https://app.test/api/reminders/unsubscribe?user=${userId}`,
    }),
    summary: (today: string, behindBelow: number, only?: string[]) => classSummary(deps, today, behindBelow, only),
    groups: () => deps.groups.list(),
  };
  // 18:00 UTC on 2026-11-26 is 08:00 on 2026-11-27 in Kiritimati (UTC+14).
  const now = new Date("2026-11-26T18:00:00Z");

  async function studentWithReminder(
    settings: { time: string | null; timeZone: string; email?: boolean },
    tasks: { name: string; deadline: string }[],
  ) {
    const student = await provisionUser(deps);
    for (const task of tasks) {
      await deps.tasks.create({ ...task, instructions: "x", category: "Reading", assignedTo: student._id });
    }
    await deps.db
      .collection(COLLECTIONS.users)
      .doc(student._id)
      .update({ reminder: { email: true, ...settings, next: Timestamp.fromDate(new Date("2026-11-26T00:00:00Z")) } });
    return student;
  }
  const notificationsOf = async (userId: string) =>
    (await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", userId).get()).docs.map((doc) =>
      doc.data(),
    );
  const mailTo = async (email: string) =>
    (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).docs.map((doc) => doc.data());

  it("When a student at UTC+14 has work due and their time comes, then one reminder of their day, twice run", async () => {
    const student = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Kiritimati" }, [
      { name: "Read chapter 4", deadline: "2026-11-27" },
      { name: "Old essay", deadline: "2026-11-20" },
      { name: "Next week", deadline: "2026-12-04" },
    ]);
    await Promise.all([remindPeople(jobDeps, now), remindPeople(jobDeps, now)]);
    await remindPeople(jobDeps, now);
    const reminders = (await notificationsOf(student._id)).filter((n) => n.title === "Today's tasks");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.message).toBe("Today: Read chapter 4 (Reading). Overdue: Old essay (Reading).");
    expect(reminders[0]?.relatedTask).toMatchObject({ name: "Read chapter 4", deadline: "2026-11-27" });
    expect(await mailTo(student.email)).toHaveLength(1);
    // The next one is due at 08:00 there the next day.
    const next = (await deps.db.collection(COLLECTIONS.users).doc(student._id).get()).get("reminder.next");
    expect(next.toDate().toISOString()).toBe("2026-11-27T18:00:00.000Z");
  });

  it("When the student's language is Spanish, then the reminder in the app and the e-mail are in Spanish", async () => {
    const student = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Kiritimati" }, [
      { name: "Leer el capítulo 4", deadline: "2026-11-27" },
    ]);
    await deps.users.setLanguage(student._id, "es");
    await remindPeople(jobDeps, now);
    const [reminder] = (await notificationsOf(student._id)).filter((n) => n.title === "Tareas de hoy");
    expect(reminder?.message).toBe("Hoy: Leer el capítulo 4 (Lectura).");
    const [mail] = await mailTo(student.email);
    expect(mail?.message.subject).toBe("Task Planner — Hoy: 1 tarea");
    expect(mail?.message.text).toContain("&lang=es");
  });

  it("When a student at UTC−11 is still on the day before at that instant, then nothing is due before their time", async () => {
    const student = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Pago_Pago" }, [
      { name: "Due there today", deadline: "2026-11-26" },
    ]);
    // 18:00 UTC is 07:00 on 2026-11-26 in Pago Pago: an hour early.
    await remindPeople(jobDeps, now);
    expect(await mailTo(student.email)).toHaveLength(0);
    await remindPeople(jobDeps, new Date("2026-11-26T19:00:00Z"));
    expect(await mailTo(student.email)).toHaveLength(1);
  });

  it("When a student has nothing due, turned e-mail off, or is deactivated, then no e-mail (and nothing at all when nothing is due)", async () => {
    const idle = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Kiritimati" }, [
      { name: "Later", deadline: "2026-12-10" },
    ]);
    const quiet = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Kiritimati", email: false }, [
      { name: "Due", deadline: "2026-11-27" },
    ]);
    const gone = await studentWithReminder({ time: "08:00", timeZone: "Pacific/Kiritimati" }, [
      { name: "Due", deadline: "2026-11-27" },
    ]);
    await deps.db.collection(COLLECTIONS.users).doc(gone._id).update({ active: false });
    await remindPeople(jobDeps, now);
    expect(await notificationsOf(idle._id)).toHaveLength(0);
    expect(await mailTo(idle.email)).toHaveLength(0);
    expect((await notificationsOf(quiet._id)).filter((n) => n.title === "Today's tasks")).toHaveLength(1);
    expect(await mailTo(quiet.email)).toHaveLength(0);
    expect((await notificationsOf(gone._id)).filter((n) => n.title === "Today's tasks")).toHaveLength(0);
    expect(await mailTo(gone.email)).toHaveLength(0);
  });
});

describe("One-click unsubscribe", () => {
  const { app: web, deps: webDeps } = createIsolatedTestApp("unsubscribe");
  const link = (userId: string, token = unsubscribeToken(userId, SESSION_SECRET)) =>
    `/api/reminders/unsubscribe?user=${userId}&token=${token}`;
  const emailOn = async (userId: string) =>
    (await webDeps.db.collection(COLLECTIONS.users).doc(userId).get()).get("reminder.email") !== false;

  it("When the link is opened, then it asks first; when its button or the mail client's one-click posts, then e-mails stop", async () => {
    const student = await provisionUser(webDeps);
    const opened = await supertest(web).get(link(student._id));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Stop reminder e-mails");
    expect(await emailOn(student._id)).toBe(true);
    const posted = await supertest(web).post(link(student._id)).type("form").send("List-Unsubscribe=One-Click");
    expect(posted.status).toBe(200);
    expect(posted.text).toContain("no more reminder e-mails");
    expect(await emailOn(student._id)).toBe(false);
  });

  it("When the link names Spanish (the person's language), or the browser asks for it, then the page is in Spanish", async () => {
    const student = await provisionUser(webDeps);
    const named = await supertest(web).get(`${link(student._id)}&lang=es`);
    expect(named.text).toContain('<html lang="es">');
    expect(named.text).toContain("Dejar de recibir correos de recordatorio");
    const asked = await supertest(web).post(link(student._id)).set("Accept-Language", "es-AR,es;q=0.9");
    expect(asked.text).toContain("No recibirás más correos de recordatorio.");
    const bogus = await supertest(web).get(`${link(student._id)}&lang=<script>`);
    expect(bogus.text).toContain('<html lang="en">');
    expect(bogus.text).not.toContain("<script>");
  });

  it("When the token is another person's or forged, then 400 and nothing changes", async () => {
    const [victim, other] = [await provisionUser(webDeps), await provisionUser(webDeps)];
    const forged = link(victim._id, unsubscribeToken(other._id, SESSION_SECRET));
    expect((await supertest(web).post(forged)).status).toBe(400);
    expect((await supertest(web).post(link(victim._id, "x".repeat(43)))).status).toBe(400);
    expect((await supertest(web).post(`/api/reminders/unsubscribe?user=../x&token=`)).status).toBe(400);
    expect(await emailOn(victim._id)).toBe(true);
  });

  it("When the person is signed in, then the one-click works without the CSRF header all the same", async () => {
    const student = await provisionUser(webDeps);
    const session = await signIn(web, student.email);
    const posted = await supertest(web).post(link(student._id)).set("Cookie", session.cookie);
    expect(posted.status).toBe(200);
    expect(await emailOn(student._id)).toBe(false);
  });
});

describe("A person's reminder settings", () => {
  const put = (body: unknown) =>
    supertest(app)
      .put("/api/reminders/settings")
      .send(body as object);

  it("When a student chooses a time, then it is kept with their time zone and today's reminder is due at it", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    const saved = await as(session, put({ time: "07:30", timeZone: "Europe/Paris", email: true }));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Reminder set for 07:30 every day");
    expect(saved.body.user.reminder).toEqual({ time: "07:30", timeZone: "Europe/Paris", email: true });
    const next = (await deps.db.collection(COLLECTIONS.users).doc(student._id).get()).get("reminder.next");
    expect(localClockOf(next.toDate(), "Europe/Paris")).toMatchObject({ minute: 7 * 60 + 30 });

    const off = await as(session, put({ time: null, timeZone: "Europe/Paris", email: true }));
    expect(off.body.message).toBe("Reminders turned off");
    const record = await deps.db.collection(COLLECTIONS.users).doc(student._id).get();
    expect(record.get("reminder.next")).toBeUndefined();
  });

  it("When the time, the zone or the fields are wrong, or the call is signed out or without its token, then refused and nothing kept", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    for (const body of [
      { time: "25:00", timeZone: "UTC", email: true },
      { time: "8:00", timeZone: "UTC", email: true },
      { time: "08:00", timeZone: "Mars/Olympus", email: true },
      { time: "08:00", timeZone: "UTC", email: "yes" },
      { time: "08:00", timeZone: "UTC", email: true, next: "2026-01-01" },
    ]) {
      expect((await as(session, put(body))).status, JSON.stringify(body)).toBe(400);
    }
    expect((await put({ time: "08:00", timeZone: "UTC", email: true })).status).toBe(401);
    const noToken = await put({ time: "08:00", timeZone: "UTC", email: true }).set("Cookie", session.cookie);
    expect(noToken.status).toBe(403);
    expect((await deps.users.findById(student._id))?.reminder).toBeUndefined();
  });
});
