import { Timestamp } from "firebase-admin/firestore";
import { createTransport } from "nodemailer";
import { SMTPServer } from "smtp-server";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@common/calendar-date";
import { COLLECTIONS } from "@common/constants";
import { todayIn } from "../../src/lib/time-zones";
import { pngBytes } from "./images";
import { MailOutbox } from "../../src/mail/mail-outbox";
import { MAX_ATTEMPTS, MailRepository, retryDelayMs } from "../../src/mail/mail-repository";
import { ReminderRepository } from "../../src/reminders/reminder-repository";
import { reminderJob } from "../../src/reminders/run";
import { startMailCatcher, type RunningMailCatcher as MailCatcher } from "../../../scripts/lib/mail-catcher";
import { freePort } from "../../../scripts/lib/preflight";
import {
  createIsolatedTestApp,
  createTestAppWithOwnDatabase,
  provisionUser,
  SESSION_SECRET,
  signIn,
  googleIdToken,
  withSession as as,
} from "./harness";

const minutes = (count: number) => count * 60_000;

/** An SMTP server that refuses the first `failures` messages with a temporary error, then takes them. */
async function flakySmtp(failures: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < failures) {
          refused += 1;
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    transport: createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Sending the queued e-mails", () => {
  const { deps } = createIsolatedTestApp("mail");
  const mail = new MailRepository(deps.db);
  const log = new ReminderRepository(deps.db, deps.notifications, mail);
  const now = new Date("2026-03-29T06:00:00Z");

  async function queue(day: string) {
    const student = await provisionUser(deps);
    await log.send(
      "student",
      student._id,
      day,
      {
        notification: {
          userId: student._id,
          title: "Today's tasks",
          message: "Today: Read (Reading).",
          relatedTask: null,
        },
        mail: {
          to: student.email,
          message: { subject: "Task Planner — Today: 1 task", text: "Read", html: "<p>Read</p>", headers: {} },
        },
      },
      now,
    );
    const queued = await deps.db.collection(COLLECTIONS.mail).where("to", "==", student.email).get();
    expect(queued.size).toBe(1);
    return { student, ref: (queued.docs[0] as FirebaseFirestore.QueryDocumentSnapshot).ref };
  }
  const deliveryOf = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).get("delivery");

  it("When the SMTP server fails and then recovers, then the failure is recorded, retried after its wait, and one e-mail arrives", async () => {
    const smtp = await flakySmtp(1);
    const outbox = new MailOutbox(mail, smtp.transport, "Task Planner <noreply@test>");
    const { ref, student } = await queue("2026-03-29");

    expect(await outbox.deliver(ref.id, now)).toBe("failed");
    const failed = await deliveryOf(ref);
    expect(failed).toMatchObject({ state: "ERROR", attempts: 1 });
    expect(failed.error).toContain("Mailbox busy");
    expect(failed.nextAttempt.toMillis()).toBe(now.getTime() + retryDelayMs(1));

    // Not before its wait is over...
    expect(await outbox.deliver(ref.id, new Date(now.getTime() + minutes(1)))).toBe("skipped");
    // ...then once, and never again.
    expect(await outbox.deliver(ref.id, new Date(now.getTime() + minutes(6)))).toBe("sent");
    expect(await outbox.deliver(ref.id, new Date(now.getTime() + minutes(60)))).toBe("skipped");
    const sent = await deliveryOf(ref);
    expect(sent).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(sent.nextAttempt).toBeUndefined();
    expect(sent.info.accepted).toEqual([student.email]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(`To: ${student.email}`);
    await smtp.close();
  });

  it("When two runs deliver at the same moment, then the message goes out once", async () => {
    const smtp = await flakySmtp(0);
    const outbox = new MailOutbox(mail, smtp.transport, "noreply@test");
    const { ref } = await queue("2026-03-29");
    const results = await Promise.all([
      outbox.deliver(ref.id, now),
      outbox.deliver(ref.id, now),
      outbox.deliver(ref.id, now),
    ]);
    expect(results.filter((result) => result === "sent")).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });

  it("When the server keeps failing, then it is tried MAX_ATTEMPTS times, further apart each time, and then left as an error", async () => {
    const smtp = await flakySmtp(Number.POSITIVE_INFINITY);
    const outbox = new MailOutbox(mail, smtp.transport, "noreply@test");
    const { ref } = await queue("2026-03-29");
    let at = now.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await outbox.deliver(ref.id, new Date(at))).toBe("failed");
      at += retryDelayMs(attempt);
    }
    expect(await deliveryOf(ref)).toMatchObject({ state: "ERROR", attempts: MAX_ATTEMPTS });
    expect((await deliveryOf(ref)).nextAttempt).toBeUndefined();
    expect(await outbox.deliver(ref.id, new Date(at + minutes(600)))).toBe("skipped");
    expect(smtp.received).toHaveLength(0);
    await smtp.close();
  });

  it("When the SMTP server cannot be reached at all, then that is recorded as a failure to retry", async () => {
    const transport = createTransport({ host: "127.0.0.1", port: await freePort(), connectionTimeout: 2_000 });
    const outbox = new MailOutbox(mail, transport, "noreply@test");
    const { ref } = await queue("2026-03-29");
    expect(await outbox.deliver(ref.id, now)).toBe("failed");
    expect(await deliveryOf(ref)).toMatchObject({ state: "ERROR", attempts: 1 });
    expect((await deliveryOf(ref)).error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("The whole job into the local mail catcher", () => {
  const { app, deps } = createTestAppWithOwnDatabase("mail-job");
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ freePorts: true });
  });
  afterAll(() => catcher.stop());

  it("When a student's and an admin's times come, then each gets one e-mail with its links and unsubscribe header, however often the job runs", async () => {
    const now = new Date("2026-11-26T09:00:00Z");
    const student = await provisionUser(deps);
    const admin = await provisionUser(deps, "admin");
    await deps.tasks.create({
      name: "Read chapter 4",
      instructions: "x",
      deadline: "2026-11-26",
      category: "Reading",
      assignedTo: student._id,
    });
    for (const person of [student, admin]) {
      await deps.db
        .collection(COLLECTIONS.users)
        .doc(person._id)
        .update({
          reminder: {
            time: "08:00",
            timeZone: "Europe/Paris",
            email: true,
            next: Timestamp.fromDate(new Date("2026-11-26T07:00:00Z")),
          },
        });
    }
    const run = reminderJob(deps.db, {
      appUrl: "https://app.test",
      sessionSecret: SESSION_SECRET,
      smtpUrl: catcher.smtpUrl,
      mailFrom: "Task Planner <noreply@app.test>",
    });
    const first = await run(now);
    expect(first.reminders).toEqual({ due: 2, sent: 2, failed: 0 });
    expect(first.mail).toEqual({ sent: 2, failed: 0 });
    await Promise.all([run(now), run(new Date(now.getTime() + minutes(15)))]);

    const caught = await catcher.messages();
    const toStudent = caught.filter((mail) => mail.to.some((to) => to.address === student.email));
    const toAdmin = caught.filter((mail) => mail.to.some((to) => to.address === admin.email));
    expect(toStudent).toHaveLength(1);
    expect(toAdmin).toHaveLength(1);
    expect(toStudent[0]?.subject).toBe("Task Planner — Today: 1 task");
    expect(toStudent[0]?.text).toContain("- Read chapter 4 (Reading)");
    expect(toStudent[0]?.text).toContain("Open Task Planner: https://app.test/dashboard");
    expect(toAdmin[0]?.subject).toBe("Task Planner — 1 task due today");
    expect(toAdmin[0]?.text).toContain("1 task due today across the class.");
    expect(toAdmin[0]?.text).toContain("Review proofs: https://app.test/admin/verify/inbox");

    // The unsubscribe link in the e-mail and in its header works without signing in.
    const source = await catcher.source(String(toStudent[0]?.id));
    const header = /List-Unsubscribe: <https:\/\/app\.test(\/api\/reminders\/unsubscribe\?[^>]+)>/.exec(
      source.replace(/\r?\n[ \t]+/g, " "),
    );
    expect(source).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = String(header?.[1]);
    expect(unsubscribe).toMatch(/^\/api\/reminders\/unsubscribe\?user=/);
    expect((await supertest(app).post(unsubscribe).type("form").send("List-Unsubscribe=One-Click")).status).toBe(200);
    expect((await deps.users.findById(student._id))?.reminder?.email).toBe(false);

    // The next morning the task is overdue: the in-app reminder comes, the e-mail no more.
    const nextMorning = new Date("2026-11-27T07:05:00Z");
    expect((await run(nextMorning)).reminders).toEqual({ due: 2, sent: 2, failed: 0 });
    const reminders = await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", student._id).get();
    expect(reminders.docs.map((doc) => doc.get("message"))).toEqual(
      expect.arrayContaining(["Nothing new is due today. Overdue: Read chapter 4 (Reading)."]),
    );
    const after = (await catcher.messages()).filter((mail) => mail.to.some((to) => to.address === student.email));
    expect(after).toHaveLength(1);
  });
});

describe("The default reminder", () => {
  const { app, deps } = createIsolatedTestApp("default-reminder");
  const signInWithZone = async (email: string, timeZone?: string) =>
    supertest(app)
      .post("/api/auth/google")
      .send({ credential: await googleIdToken(email), ...(timeZone ? { timeZone } : {}) });

  it("When a student who never chose signs in from a browser in Tokyo, then their reminder is 08:00 Tokyo time, by e-mail", async () => {
    const student = await provisionUser(deps);
    const signedIn = await signInWithZone(student.email, "asia/tokyo");
    expect(signedIn.status).toBe(200);
    // The answer carries it (the app shows it at once), in the zone's canonical name.
    expect(signedIn.body.user.reminder).toEqual({ time: "08:00", timeZone: "Asia/Tokyo", email: true });
    expect((await deps.users.findById(student._id))?.reminder).toEqual({
      time: "08:00",
      timeZone: "Asia/Tokyo",
      email: true,
    });
    const next = (await deps.db.collection(COLLECTIONS.users).doc(student._id).get()).get("reminder.next") as Timestamp;
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Tokyo", timeStyle: "short" }).format(next.toDate())).toBe(
      "08:00",
    );
  });

  it("When a person chose (or turned it off), or the zone is unknown, then a sign-in changes nothing", async () => {
    const chosen = await provisionUser(deps);
    const session = await signIn(app, chosen.email);
    await as(
      session,
      supertest(app).put("/api/reminders/settings").send({ time: null, timeZone: "Europe/Paris", email: true }),
    );
    expect((await signInWithZone(chosen.email, "Asia/Tokyo")).status).toBe(200);
    expect((await deps.users.findById(chosen._id))?.reminder).toEqual({
      time: null,
      timeZone: "Europe/Paris",
      email: true,
    });

    const unknown = await provisionUser(deps);
    expect((await signInWithZone(unknown.email, "Mars/Olympus")).status).toBe(200);
    expect((await signInWithZone(unknown.email, "+05:30")).status).toBe(200);
    expect((await signInWithZone(unknown.email)).status).toBe(200);
    expect((await deps.users.findById(unknown._id))?.reminder).toBeUndefined();
    expect((await signInWithZone(unknown.email, "x".repeat(65))).status).toBe(400);
  });
});

describe("The supervisor's summary and digest", () => {
  const { app, deps } = createTestAppWithOwnDatabase("digest");
  const today = todayIn("UTC");

  it("When students fall behind and a proof waits, then /admin's summary and the morning digest say so, under the admin's own threshold", async () => {
    const admin = await provisionUser(deps, "admin");
    const [late, busy, fine] = [await provisionUser(deps), await provisionUser(deps), await provisionUser(deps)];
    const task = (assignedTo: string, name: string, deadline: string) =>
      deps.tasks.create({ name, instructions: "x", deadline, category: "Reading", assignedTo });
    await task(late._id, "Missed one", addDays(today, -3));
    await task(late._id, "Missed two", addDays(today, -2));
    const sent = await task(busy._id, "Sent today", today);
    await task(fine._id, "Due today", today);
    const busySession = await signIn(app, busy.email);
    const upload = await as(busySession, supertest(app).post(`/api/tasks/upload-proof/${sent._id}`)).attach(
      "proof",
      await pngBytes(),
      "p.png",
    );
    expect(upload.status).toBe(200);

    const adminSession = await signIn(app, admin.email);
    const summary = await as(adminSession, supertest(app).get("/api/reminders/summary?timeZone=UTC"));
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toMatchObject({
      today,
      awaitingReview: { count: 1 },
      behindBelow: 80,
      dueToday: 2,
      behind: [{ _id: late._id, overdueTasks: 2, onTimeRate: 0 }],
    });
    expect(Date.now() - Date.parse(summary.body.summary.awaitingReview.oldestSubmittedAt)).toBeLessThan(minutes(5));

    // The threshold is the admin's; a student has none, and the summary is not theirs to see.
    const put = (session: typeof adminSession, body: object) =>
      as(session, supertest(app).put("/api/reminders/settings").send(body));
    expect((await put(adminSession, { time: "07:00", timeZone: "UTC", email: true, behindBelow: 101 })).status).toBe(
      400,
    );
    expect((await put(busySession, { time: "07:00", timeZone: "UTC", email: true, behindBelow: 50 })).status).toBe(400);
    expect((await as(busySession, supertest(app).get("/api/reminders/summary"))).status).toBe(403);
    expect((await as(adminSession, supertest(app).get("/api/reminders/summary?timeZone=Mars/Olympus"))).status).toBe(
      400,
    );
    expect((await as(adminSession, supertest(app).get("/api/reminders/summary?tz=UTC"))).status).toBe(400);
    const saved = await put(adminSession, { time: "00:00", timeZone: "UTC", email: true, behindBelow: 0 });
    expect(saved.body.user.reminder).toEqual({ time: "00:00", timeZone: "UTC", email: true, behindBelow: 0 });

    // Today's digest (its time, 00:00 UTC, has passed), on the same summary under a threshold of 0: overdue only.
    const run = reminderJob(deps.db, {
      appUrl: "https://app.test",
      sessionSecret: SESSION_SECRET,
      smtpUrl: null,
      mailFrom: "x@test",
    });
    await Promise.all([run(), run()]);
    const digests = (
      await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", admin._id).get()
    ).docs.map((doc) => doc.data());
    // By e-mail only: admins have no bell.
    expect(digests).toEqual([]);
    const mail = (await deps.db.collection(COLLECTIONS.mail).where("to", "==", admin.email).get()).docs.map((doc) =>
      doc.data(),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message.subject).toBe("Task Planner — 1 proof to review");
    expect(mail[0]?.message.text).toContain(
      `1 proof awaits review (oldest sent under an hour ago).\n1 student behind: ${late.name} (2 overdue, 0% on time).\n2 tasks due today across the class.`,
    );
    expect(mail[0]?.delivery).toMatchObject({ state: "PENDING", attempts: 0 });
  });
});

describe("A reminder run that meets a bad record (attack pass)", () => {
  const { app, deps } = createTestAppWithOwnDatabase("bad-record");
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ freePorts: true });
  });
  afterAll(() => catcher.stop());

  it("When one person's record holds a zone no runtime knows, then the others are reminded and mailed, and that one is tried in an hour", async () => {
    const now = new Date("2026-11-26T09:00:00Z");
    const [broken, fine] = [await provisionUser(deps), await provisionUser(deps)];
    const off = await provisionUser(deps);
    const gone = await provisionUser(deps);
    for (const person of [broken, fine, off, gone]) {
      await deps.tasks.create({
        name: "Due",
        instructions: "x",
        deadline: "2026-11-26",
        category: "Reading",
        assignedTo: person._id,
      });
    }
    const due = Timestamp.fromDate(new Date("2026-11-26T07:00:00Z"));
    const users = deps.db.collection(COLLECTIONS.users);
    await users.doc(broken._id).update({ reminder: { time: "08:00", timeZone: "Bad/Zone", email: true, next: due } });
    await users.doc(fine._id).update({ reminder: { time: "08:00", timeZone: "Europe/Paris", email: true, next: due } });
    await users.doc(off._id).update({ reminder: { time: null, timeZone: "Europe/Paris", email: true, next: due } });
    await users
      .doc(gone._id)
      .update({ active: false, reminder: { time: "08:00", timeZone: "Europe/Paris", email: true, next: due } });
    const run = reminderJob(deps.db, {
      appUrl: "https://app.test",
      sessionSecret: SESSION_SECRET,
      smtpUrl: catcher.smtpUrl,
      mailFrom: "x@test",
    });

    const result = await run(now);
    expect(result.reminders).toEqual({ due: 1, sent: 1, failed: 1 });
    expect(result.mail).toEqual({ sent: 1, failed: 0 });
    expect((await catcher.messages()).map((mail) => mail.to[0]?.address)).toEqual([fine.email]);
    const nextOf = async (id: string) =>
      ((await users.doc(id).get()).get("reminder.next") as Timestamp | undefined)?.toDate().toISOString();
    expect(await nextOf(broken._id)).toBe("2026-11-26T10:00:00.000Z");
    expect(await nextOf(gone._id)).toBe("2026-11-27T09:00:00.000Z");
    expect(await nextOf(off._id)).toBeUndefined();
  });

  it("When a zone is an offset or in another spelling, then settings refuse it or keep its canonical name", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    const put = (timeZone: string) =>
      as(session, supertest(app).put("/api/reminders/settings").send({ time: "07:00", timeZone, email: true }));
    for (const zone of ["+05:30", "-0800", "GMT+5", "../Paris", "Europe/Paris\u0000"]) {
      const refused = await put(zone);
      expect(refused.status, zone).toBe(400);
      expect(refused.body.message).toBe("timeZone must be an IANA time zone such as Europe/Paris.");
    }
    expect((await put("europe/PARIS")).body.user.reminder.timeZone).toBe("Europe/Paris");
  });

  it("When an admin saves their digest without naming the threshold, then the one they set stays", async () => {
    const admin = await provisionUser(deps, "admin");
    const session = await signIn(app, admin.email);
    const put = (body: object) => as(session, supertest(app).put("/api/reminders/settings").send(body));
    await put({ time: "07:00", timeZone: "UTC", email: true, behindBelow: 55 });
    const saved = await put({ time: "06:00", timeZone: "UTC", email: false });
    expect(saved.body.user.reminder).toEqual({ time: "06:00", timeZone: "UTC", email: false, behindBelow: 55 });
  });
});
