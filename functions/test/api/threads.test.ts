/**
 * A conversation on each task: the thread between a task's student and the admins, standing together with the
 * task's history (the review's comments and reasons), who may read and write it, what it tells whom, its limits,
 * and what goes with a deleted task or account.
 */
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Notification, ReviewItem, Task, ThreadEntry, ThreadPage } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { COLLECTIONS, MESSAGE_TEXT_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { loadConfig } from "../../src/config";
import { todayIn } from "../../src/lib/time-zones";
import {
  createIsolatedTestApp,
  createTestApp,
  provisionUser,
  signedInAdminAndStudent,
  signIn,
  withSession as as,
  type Session,
} from "./harness";
import { pngBytes } from "./images";

const { app, deps } = createIsolatedTestApp("threads");
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);

async function newTask(assignedTo = people.studentUser._id, name = "Writing: a letter"): Promise<Task> {
  const response = await as(people.admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Write a letter to a friend about your week.",
    deadline: addDays(todayIn("UTC"), 2),
    category: "Writing",
    assignedTo,
  });
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

const write = (session: Session, taskId: string, text: string) =>
  as(session, request().post(`/api/tasks/${taskId}/thread/messages`)).send({ text });

const read = (session: Session, taskId: string, query = "") =>
  request().get(`/api/tasks/${taskId}/thread${query}`).set("Cookie", session.cookie);

async function thread(session: Session, taskId: string): Promise<ThreadPage> {
  const response = await read(session, taskId);
  expect(response.status).toBe(200);
  return response.body as ThreadPage;
}

/** Each entry as one line: who said what, or which event. */
const lines = (entries: ThreadEntry[]) =>
  entries.map((entry) =>
    entry.kind === "message"
      ? `${entry.message.author.role}: ${entry.message.deleted ? "(deleted)" : entry.message.text}${entry.message.edited ? " (edited)" : ""}`
      : `event ${entry.event.type}${entry.event.reason ? `: ${entry.event.reason}` : ""}${entry.event.comment ? `: ${entry.event.comment}` : ""}`,
  );

const studentTask = async (session: Session, id: string) =>
  ((await request().get("/api/tasks/get").set("Cookie", session.cookie)).body.tasks as Task[]).find(
    (task) => task._id === id,
  );

const questions = async () =>
  (await as(people.admin, request().get("/api/tasks/review-queue?list=questions"))).body.items as ReviewItem[];

const questionCount = async () =>
  (await as(people.admin, request().get("/api/tasks/review-count"))).body.questions as number;

const storedMessagesOf = async (field: "taskId" | "studentId" | "authorId", value: string) =>
  (await deps.db.collection(COLLECTIONS.messages).where(field, "==", value).get()).size;

async function newStudent(label = "student") {
  const user = await provisionUser(deps, "student");
  return { user, session: await signIn(app, user.email), label };
}

describe("A task's thread", () => {
  it("When a student asks on their task, then both read it, it waits under the inbox's questions and counts, oldest first", async () => {
    const first = await newTask();
    const second = await newTask();
    const before = await questionCount();
    expect((await write(people.student, first._id, "May I write it by hand?")).status).toBe(201);
    expect((await write(people.student, second._id, "Is one page enough?")).status).toBe(201);
    expect((await write(people.student, first._id, "With a pen?")).status).toBe(201);

    for (const session of [people.student, people.admin]) {
      const page = await thread(session, first._id);
      expect(lines(page.entries)).toEqual(["student: May I write it by hand?", "student: With a pen?"]);
      expect(page.entries[0]).toMatchObject({
        kind: "message",
        message: { author: { name: "Test student", role: "student" }, mine: session === people.student },
      });
    }
    expect(await questionCount()).toBe(before + 2);
    const summary = await as(people.admin, request().get("/api/reminders/summary?timeZone=UTC"));
    expect(summary.body.summary.questions.count).toBe(before + 2);
    expect(summary.body.summary.questions.oldestAt).toBeTruthy();
    const waiting = (await questions()).map((item) => item._id);
    expect(waiting.indexOf(first._id)).toBeLessThan(waiting.indexOf(second._id));
    const item = (await questions()).find((each) => each._id === first._id);
    expect(item?.student.email).toBe(people.studentUser.email);
    expect(item?.thread?.questionAt).toBeTruthy();
  });

  it("When an admin answers, then the question is answered, the student's bell says so and the thread counts it unread until read", async () => {
    const task = await newTask();
    await write(people.student, task._id, "May I write it by hand?");
    const answer = await write(people.admin, task._id, "Yes, and send a photo of the page.");
    expect(answer.status).toBe(201);
    expect(answer.body.threadMessage).toMatchObject({ text: "Yes, and send a photo of the page.", mine: true });

    expect((await questions()).some((item) => item._id === task._id)).toBe(false);
    expect((await studentTask(people.student, task._id))?.thread).toMatchObject({ unread: 1 });
    const bell = (await request().get("/api/notifications/get").set("Cookie", people.student.cookie)).body
      .notifications as Notification[];
    const notice = bell.find((each) => each.relatedTask?._id === task._id);
    expect(notice).toMatchObject({
      title: "New message",
      message: `Test admin wrote about "Writing: a letter": Yes, and send a photo of the page.`,
      text: { key: "messaged" },
    });

    // An admin's reading changes nothing of the student's count; the student's own reading ends it.
    expect((await as(people.admin, request().post(`/api/tasks/${task._id}/thread/read`))).status).toBe(200);
    expect((await studentTask(people.student, task._id))?.thread?.unread).toBe(1);
    expect((await as(people.student, request().post(`/api/tasks/${task._id}/thread/read`))).status).toBe(200);
    expect((await studentTask(people.student, task._id))?.thread?.unread).toBe(0);
  });

  it("When the proof is sent back and answered, then the review's reason stands in the thread with the messages, in order", async () => {
    const task = await newTask();
    await write(people.student, task._id, "May I write it by hand?");
    await write(people.admin, task._id, "Yes.");
    const sent = await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(),
      "page.png",
    );
    expect(sent.status).toBe(200);
    const proofUrl = (await studentTask(people.student, task._id))?.proofUrl;
    const back = await as(people.admin, request().post(`/api/tasks/${task._id}/review`)).send({
      decision: "redo",
      reason: "The photo is blurred: please take it again.",
      proofUrl,
    });
    expect(back.status).toBe(200);
    await write(people.student, task._id, "Sorry, here is a sharper one soon.");

    const expected = [
      "student: May I write it by hand?",
      "admin: Yes.",
      "event submitted",
      "event sent_back: The photo is blurred: please take it again.",
      "student: Sorry, here is a sharper one soon.",
    ];
    expect(lines((await thread(people.student, task._id)).entries)).toEqual(expected);
    expect(lines((await thread(people.admin, task._id)).entries)).toEqual(expected);
  });

  it("When another student, nobody or a request without its CSRF token tries a thread, then it is refused and nothing is written", async () => {
    const task = await newTask();
    await write(people.student, task._id, "Mine.");
    const other = await newStudent();
    expect((await read(other.session, task._id)).status).toBe(404);
    expect((await write(other.session, task._id, "Let me in")).status).toBe(404);
    expect((await as(other.session, request().post(`/api/tasks/${task._id}/thread/read`))).status).toBe(404);
    expect((await request().get(`/api/tasks/${task._id}/thread`)).status).toBe(401);
    const noToken = await request()
      .post(`/api/tasks/${task._id}/thread/messages`)
      .set("Cookie", people.student.cookie)
      .send({ text: "No token" });
    expect(noToken.status).toBe(403);
    const othersToken = await request()
      .post(`/api/tasks/${task._id}/thread/messages`)
      .set("Cookie", people.student.cookie)
      .set("X-XSRF-TOKEN", other.session.xsrf)
      .send({ text: "Another's token" });
    expect(othersToken.status).toBe(403);
    expect((await read(people.student, "no-such-task")).status).toBe(404);
    expect(lines((await thread(people.admin, task._id)).entries)).toEqual(["student: Mine."]);
  });

  it("When a message is empty, too long or holds control or direction characters, then it is refused with the shared message", async () => {
    const task = await newTask();
    const refused = async (text: unknown) => {
      const response = await as(people.student, request().post(`/api/tasks/${task._id}/thread/messages`)).send({
        text,
      });
      expect(response.status).toBe(400);
      return response.body.message as string;
    };
    expect(await refused("   ")).toContain(MESSAGES.messageRequired);
    expect(await refused("x".repeat(MESSAGE_TEXT_MAX + 1))).toContain(MESSAGES.messageTooLong);
    expect(await refused("evil \u202Egnp.exe")).toContain(MESSAGES.textControlCharacters);
    expect(await refused("bell \u0007")).toContain(MESSAGES.textControlCharacters);
    expect(await refused(42)).toBeTruthy();
    const extra = await as(people.student, request().post(`/api/tasks/${task._id}/thread/messages`)).send({
      text: "Hi",
      authorId: people.studentUser._id,
    });
    expect(extra.status).toBe(400);
    expect((await write(people.student, task._id, "y".repeat(MESSAGE_TEXT_MAX))).status).toBe(201);
    expect((await write(people.student, task._id, "Two lines\nwith a tab\there")).status).toBe(201);
    expect(lines((await thread(people.admin, task._id)).entries)).toEqual([
      `student: ${"y".repeat(MESSAGE_TEXT_MAX)}`,
      "student: Two lines\nwith a tab\there",
    ]);
  });

  it("When the author edits or deletes their message, then it shows edited or deleted; another's message cannot be changed", async () => {
    const task = await newTask();
    const mine = (await write(people.student, task._id, "May I write it by hand?")).body.threadMessage._id as string;
    const theirs = (await write(people.admin, task._id, "Yes.")).body.threadMessage._id as string;
    const path = (id: string) => `/api/tasks/${task._id}/thread/messages/${id}`;

    const edited = await as(people.student, request().patch(path(mine))).send({ text: "May I write it with a pen?" });
    expect(edited.status).toBe(200);
    expect((await as(people.student, request().patch(path(theirs))).send({ text: "No." })).status).toBe(404);
    expect((await as(people.student, request().delete(path(theirs)))).status).toBe(404);
    expect((await as(people.admin, request().delete(path(mine)))).status).toBe(404);
    expect((await as(people.admin, request().delete(path(theirs)))).status).toBe(200);
    expect((await as(people.admin, request().delete(path(theirs)))).status).toBe(404);
    expect((await as(people.admin, request().patch(path(theirs))).send({ text: "Back" })).status).toBe(404);

    const page = await thread(people.student, task._id);
    expect(lines(page.entries)).toEqual(["student: May I write it with a pen? (edited)", "admin: (deleted)"]);
    const deleted = page.entries[1];
    expect(deleted?.kind === "message" && deleted.message.text).toBe("");
    const stored = await deps.db.collection(COLLECTIONS.messages).doc(theirs).get();
    expect(stored.get("text")).toBeUndefined();
    // The answer deleted, the question waits again; the student's count no longer holds it.
    expect((await questions()).some((item) => item._id === task._id)).toBe(true);
    expect((await studentTask(people.student, task._id))?.thread?.unread).toBe(0);
  });

  it("When the student deletes their only question, then it no longer waits in the inbox", async () => {
    const task = await newTask();
    const id = (await write(people.student, task._id, "Never mind?")).body.threadMessage._id as string;
    expect((await questions()).some((item) => item._id === task._id)).toBe(true);
    expect((await as(people.student, request().delete(`/api/tasks/${task._id}/thread/messages/${id}`))).status).toBe(
      200,
    );
    expect((await questions()).some((item) => item._id === task._id)).toBe(false);
  });

  it("When a thread holds more than a page, then it is read a page at a time, oldest first, each entry once", async () => {
    const task = await newTask();
    for (let index = 1; index <= 12; index += 1) {
      const session = index % 3 === 0 ? people.admin : people.student;
      expect((await write(session, task._id, `Message ${index}`)).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const response = await read(people.student, task._id, `?limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      const page = response.body as ThreadPage;
      seen.push(...lines(page.entries));
      cursor = page.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(
      Array.from({ length: 12 }, (_, index) => `${(index + 1) % 3 === 0 ? "admin" : "student"}: Message ${index + 1}`),
    );
    expect((await read(people.student, task._id, "?limit=0")).status).toBe(400);
    expect((await read(people.student, task._id, "?cursor=%00")).status).toBe(400);
  });

  it("When admins write at once, then the student's unread count and the thread's version are exact", async () => {
    const task = await newTask();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => write(people.admin, task._id, `Answer ${index}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect((await studentTask(people.student, task._id))?.thread).toMatchObject({ version: 8, unread: 8 });
  });

  it("When an admin writes while the student's copy of the thread is older, then marking that copy read leaves the new message unread", async () => {
    const task = await newTask();
    await write(people.admin, task._id, "First");
    const seen = (await thread(people.student, task._id)).thread.version;
    await write(people.admin, task._id, "Second, meanwhile");
    const stale = await as(people.student, request().post(`/api/tasks/${task._id}/thread/read`)).send({
      version: seen,
    });
    expect(stale.status).toBe(200);
    expect((await studentTask(people.student, task._id))?.thread?.unread).toBe(2);
    const latest = (await thread(people.student, task._id)).thread.version;
    await as(people.student, request().post(`/api/tasks/${task._id}/thread/read`)).send({ version: latest });
    expect((await studentTask(people.student, task._id))?.thread?.unread).toBe(0);
    const bad = await as(people.student, request().post(`/api/tasks/${task._id}/thread/read`)).send({ version: "x" });
    expect(bad.status).toBe(400);
  });

  it("When a task moves to another student, then its earlier thread is not shown to the new one and no longer waits", async () => {
    const task = await newTask();
    await write(people.student, task._id, "Is this mine?");
    const newcomer = await newStudent();
    const moved = await as(people.admin, request().patch(`/api/tasks/${task._id}`)).send({
      assignedTo: newcomer.user._id,
    });
    expect(moved.status).toBe(200);
    expect((await thread(newcomer.session, task._id)).entries).toEqual([]);
    expect((await thread(people.admin, task._id)).entries).toEqual([]);
    expect((await read(people.student, task._id)).status).toBe(404);
    expect((await questions()).some((item) => item._id === task._id)).toBe(false);
    await write(newcomer.session, task._id, "Hello");
    expect(lines((await thread(newcomer.session, task._id)).entries)).toEqual(["student: Hello"]);
  });

  it("When a task or an account is deleted, then its messages go with it", async () => {
    const task = await newTask();
    await write(people.student, task._id, "Question");
    await write(people.admin, task._id, "Answer");
    expect(await storedMessagesOf("taskId", task._id)).toBe(2);
    expect((await as(people.admin, request().delete(`/api/tasks/${task._id}`))).status).toBe(200);
    expect(await storedMessagesOf("taskId", task._id)).toBe(0);

    const leaving = await newStudent();
    const theirs = await newTask(leaving.user._id);
    await write(leaving.session, theirs._id, "Question");
    await write(people.admin, theirs._id, "Answer");
    const gone = await as(people.admin, request().delete(`/api/users/${leaving.user._id}`)).send({
      confirmEmail: leaving.user.email,
    });
    expect(gone.status).toBe(200);
    expect(await storedMessagesOf("taskId", theirs._id)).toBe(0);
    expect(await storedMessagesOf("studentId", leaving.user._id)).toBe(0);
  });
});

describe("Attacks on the thread's routes", () => {
  it("When an author names their own message under another task, then it is no such message, and nothing changes", async () => {
    const first = await newTask();
    const second = await newTask();
    const id = (await write(people.student, first._id, "On the first")).body.threadMessage._id as string;
    const path = `/api/tasks/${second._id}/thread/messages/${id}`;
    expect((await as(people.student, request().patch(path)).send({ text: "Moved" })).status).toBe(404);
    expect((await as(people.student, request().delete(path))).status).toBe(404);
    expect(lines((await thread(people.student, first._id)).entries)).toEqual(["student: On the first"]);
  });

  it("When a message is invisible, half a character, oversized or of the wrong shape, then it is refused before anything is stored", async () => {
    const task = await newTask();
    const post = (body: unknown) =>
      as(people.student, request().post(`/api/tasks/${task._id}/thread/messages`)).send(body as object);
    expect((await post({ text: "\u200B\u200B\u2800" })).body.message).toContain(MESSAGES.textInvisible);
    expect((await post({ text: "half \uD83D" })).body.message).toContain(MESSAGES.textMalformed);
    expect((await post({ text: "a\u0301\u0301\u0301\u0301\u0301\u0301\u0301" })).status).toBe(400);
    expect((await post({ text: ["a"] })).status).toBe(400);
    expect((await post({ text: "x".repeat(200_000) })).status).toBe(413);
    const raw = await as(people.student, request().post(`/api/tasks/${task._id}/thread/messages`))
      .set("Content-Type", "text/plain")
      .send("text=hello");
    expect(raw.status).toBe(415);
    expect((await read(people.student, task._id, "?version=-1")).status).toBe(400);
    expect((await read(people.student, task._id, "?version=abc")).status).toBe(400);
    expect((await thread(people.admin, task._id)).entries).toEqual([]);
  });

  it("When a message holds markup, then the e-mail shows it as text", async () => {
    const student = await newStudent();
    const task = await newTask(student.user._id, "Letter <b>");
    await write(people.admin, task._id, '<script>alert("x")</script> <a href="https://evil.example">here</a>');
    const [mail] = (await deps.db.collection(COLLECTIONS.mail).where("to", "==", student.user.email).get()).docs;
    const html = String(mail?.get("message.html"));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).toContain("&#60;script&#62;");
  });

  it("When a student's messages and an admin's answer land at once, then the question stays exact: answered only by a later answer", async () => {
    const task = await newTask();
    const asked = await Promise.all(Array.from({ length: 5 }, (_, n) => write(people.student, task._id, `Q${n}`)));
    expect(asked.map((response) => response.status)).toEqual(Array(5).fill(201));
    const waiting = (await questions()).find((item) => item._id === task._id);
    const first = (await thread(people.admin, task._id)).entries[0];
    expect(waiting?.thread?.questionAt).toBe(first?.kind === "message" ? first.message.at : "");
    await Promise.all([write(people.admin, task._id, "A"), write(people.student, task._id, "Q5")]);
    const entries = (await thread(people.admin, task._id)).entries;
    const last = entries.at(-1);
    const lastIsStudent = last?.kind === "message" && last.message.author.role === "student";
    expect((await questions()).some((item) => item._id === task._id)).toBe(lastIsStudent);
  });
});

describe("E-mail of an admin's message", () => {
  const mailTo = async (email: string) =>
    (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).docs.map(
      (doc) => doc.get("message") as { subject: string; text: string; headers: Record<string, string> },
    );

  it("When an admin writes twice within the hour, then a student with reminder e-mails gets one e-mail, in their language", async () => {
    const student = await newStudent();
    await deps.users.setLanguage(student.user._id, "es");
    const task = await newTask(student.user._id, "Carta");
    await write(people.admin, task._id, "¿Puedes escribir más?");
    await write(people.admin, task._id, "Y una foto, por favor.");
    const mails = await mailTo(student.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Task Planner — Un mensaje sobre «Carta»");
    expect(mails[0]?.text).toContain("> ¿Puedes escribir más?");
    expect(mails[0]?.headers["List-Unsubscribe"]).toContain("/api/reminders/unsubscribe?user=");
    // A student's own message e-mails nobody.
    await write(student.session, task._id, "Vale");
    expect(await mailTo(student.user.email)).toHaveLength(1);
  });

  it("When a student turned reminder e-mails off, then an admin's message reaches their bell only", async () => {
    const student = await newStudent();
    const off = await as(student.session, request().put("/api/reminders/settings")).send({
      time: null,
      timeZone: "Europe/Madrid",
      email: false,
    });
    expect(off.status).toBe(200);
    const task = await newTask(student.user._id);
    await write(people.admin, task._id, "Hello");
    expect(await mailTo(student.user.email)).toHaveLength(0);
    expect((await studentTask(student.session, task._id))?.thread?.unread).toBe(1);
  });
});

describe("The thread's rate limit", () => {
  const limited = createTestApp({
    config: {
      ...loadConfig({}),
      rateLimits: { ...loadConfig({}).rateLimits, messages: { limit: 3, windowSeconds: 3600 } },
    },
  });

  it("When a person writes more messages in an hour than allowed, then 429 with Retry-After, and nothing is written", async () => {
    const admin = await signIn(limited.app, (await provisionUser(limited.deps, "admin")).email);
    const studentUser = await provisionUser(limited.deps);
    const student = await signIn(limited.app, studentUser.email);
    const created = await as(admin, supertest(limited.app).post("/api/tasks/add")).send({
      name: "Limited",
      instructions: "Write.",
      deadline: addDays(todayIn("UTC"), 1),
      category: "Writing",
      assignedTo: studentUser._id,
    });
    const taskId = created.body.task._id as string;
    const post = (text: string) =>
      as(student, supertest(limited.app).post(`/api/tasks/${taskId}/thread/messages`)).send({ text });
    for (const text of ["one", "two", "three"]) expect((await post(text)).status).toBe(201);
    // A forged client address changes nothing: the limit is the signed-in person's.
    const over = await post("four").set("X-Forwarded-For", "203.0.113.9");
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    const page = await supertest(limited.app).get(`/api/tasks/${taskId}/thread`).set("Cookie", student.cookie);
    expect(page.body.entries).toHaveLength(3);
    // The limit is the person's: the admin still writes.
    expect(
      (await as(admin, supertest(limited.app).post(`/api/tasks/${taskId}/thread/messages`)).send({ text: "ok" }))
        .status,
    ).toBe(201);
  });
});
