/**
 * The document reads each screen's requests cost, against budgets that follow from their queries (the read model
 * of docs/performance.md): counted by a Firestore proxy of this file's own, on projects of their own, so that
 * the class a request reads is the one seeded here. A read is what Firestore bills: a document returned, and
 * one for a query that returns none.
 */
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { CATEGORIES, COLLECTIONS, REVIEW_PAGE_SIZE, THREAD_PAGE_SIZE } from "@common/constants";
import { NOTIFICATION_PAGE_SIZE } from "../../src/notifications/notification-repository";
import { createCountedTestApp, provisionUser, signIn, withSession as as, type Session } from "./harness";
import { jpegBytes } from "./images";

/** The session's two reads, before any request's own: the session's record and its user's. */
const SESSION = 2;
/**
 * Sending a proof: the session, the upload's rate limit, the task checked before its file is stored, and the task
 * again in the transaction that records the proof.
 */
const PROOF_SENT = SESSION + 1 + 1 + 1;

type CountedApp = Awaited<ReturnType<typeof createCountedTestApp>>;
const apps: CountedApp[] = [];

async function countedApp(label: string) {
  const counted = await createCountedTestApp(label);
  apps.push(counted);
  return counted;
}
afterAll(() => Promise.all(apps.map((counted) => counted.stop())));

/** One request as `session`: its answer, and the document reads it cost (and the documents it wrote). */
async function readsOf(
  { app, reads, writes }: CountedApp,
  session: Session,
  path: string,
  { method = "get", status = 200, body }: { method?: "get" | "post"; status?: number; body?: object } = {},
) {
  const before = { reads: reads(), writes: writes() };
  const test = as(session, supertest(app)[method](path));
  const response = await (body ? test.send(body) : test);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return {
    body: response.body as Record<string, unknown>,
    reads: reads() - before.reads,
    writes: writes() - before.writes,
  };
}

const expectWithin = (reads: number, budget: number) => expect(reads).toBeLessThanOrEqual(budget);

/** `count` students, made one after another. */
async function students(deps: CountedApp["deps"], count: number): Promise<User[]> {
  const made: User[] = [];
  for (let i = 0; i < count; i += 1) made.push(await provisionUser(deps));
  return made;
}

/** Each student's tasks, `each` a day from `monday` for a week, a third of them completed. */
async function weekOfTasks(deps: CountedApp["deps"], of: User[], monday: string, each: number) {
  for (const student of of) {
    await Promise.all(
      Array.from({ length: 7 * each }, (_, t) =>
        deps.tasks.create({
          name: `Task ${t}`,
          instructions: "Practise.",
          deadline: addDays(monday, Math.floor(t / each)),
          category: CATEGORIES[t % CATEGORIES.length] ?? "Other",
          assignedTo: student._id,
          status: t % 3 === 0 ? "completed" : "pending",
        }),
      ),
    );
  }
  return of.length * 7 * each;
}

describe("A student's screens", () => {
  const TASK_DAYS = 35;
  const NOTIFICATIONS = 30;
  const POLLS_A_DAY = 40;
  const week = { from: "2026-06-01", to: "2026-06-07" };
  let counted: CountedApp;
  let student: Session;
  let studentUser: User;

  beforeAll(async () => {
    counted = await countedApp("reads-student");
    studentUser = await provisionUser(counted.deps);
    student = await signIn(counted.app, studentUser.email);
    for (let day = 0; day < TASK_DAYS; day += 1) {
      await counted.deps.tasks.create({
        name: `Task ${day}`,
        instructions: "Practise.",
        deadline: addDays("2026-05-25", day),
        category: "Reading",
        assignedTo: studentUser._id,
      });
    }
    for (let n = 0; n < NOTIFICATIONS; n += 1) {
      await counted.deps.notifications.create({
        userId: studentUser._id,
        title: "New task",
        message: `Task ${n} was assigned to you.`,
        relatedTask: null,
        isRead: n % 3 !== 0,
      });
    }
  });

  it("When the session is checked, then it reads the session and its user: 2", async () => {
    expectWithin((await readsOf(counted, student, "/api/users/is-auth")).reads, SESSION);
  });

  it("When the dashboard asks for a week of 7 tasks, then it reads those tasks and the session: 9", async () => {
    const { body, reads } = await readsOf(counted, student, `/api/tasks/get?from=${week.from}&to=${week.to}`);
    expect(body.tasks).toHaveLength(7);
    expectWithin(reads, 7 + SESSION);
  });

  it("When the profile asks for all the student's tasks, then it reads each of them and the session", async () => {
    const { body, reads } = await readsOf(counted, student, "/api/tasks/get");
    expect(body.tasks).toHaveLength(TASK_DAYS);
    expectWithin(reads, TASK_DAYS + SESSION);
  });

  it("When the bell polls with notifications piled up and nothing new, then it reads the session and the user's record only: 2", async () => {
    const { body, reads } = await readsOf(counted, student, "/api/notifications/summary");
    expect(body.unread).toBe(NOTIFICATIONS / 3);
    expectWithin(reads, SESSION);
  });

  it("When the bell's list is opened, then it reads a page and one more (is there a next?), and the session", async () => {
    const { body, reads } = await readsOf(counted, student, "/api/notifications/get");
    expect(body.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expectWithin(reads, NOTIFICATION_PAGE_SIZE + 1 + SESSION);
  });

  it("When a student has a typical day, then it costs the sum the read model prices: 132", async () => {
    const [proofTask] = await counted.deps.tasks.listForUser(studentUser._id, week);
    const weekPath = `/api/tasks/get?from=${week.from}&to=${week.to}`;
    const before = counted.reads();
    // The dashboard opened, the app open 20 minutes (a poll each 30 s, nothing new), one proof, the week again.
    for (const path of ["/api/users/is-auth", weekPath, "/api/notifications/summary", "/api/notifications/get"]) {
      await readsOf(counted, student, path);
    }
    for (let poll = 0; poll < POLLS_A_DAY; poll += 1) await readsOf(counted, student, "/api/notifications/summary");
    const upload = await as(student, supertest(counted.app).post(`/api/tasks/upload-proof/${proofTask?._id}`)).attach(
      "proof",
      await jpegBytes(),
      "proof.jpg",
    );
    expect(upload.status).toBe(200);
    await readsOf(counted, student, weekPath);
    await readsOf(counted, student, "/api/notifications/summary");
    const opened = SESSION + (7 + SESSION) + SESSION + (NOTIFICATION_PAGE_SIZE + 1 + SESSION);
    expectWithin(counted.reads() - before, opened + POLLS_A_DAY * SESSION + PROOF_SENT + (7 + SESSION) + SESSION);
  });
});

describe("A task's thread", () => {
  const MESSAGES_WRITTEN = 200;
  let counted: CountedApp;
  let student: Session;
  let admin: Session;
  let taskId: string;

  beforeAll(async () => {
    counted = await countedApp("reads-thread");
    const studentUser = await provisionUser(counted.deps);
    student = await signIn(counted.app, studentUser.email);
    admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const task = await counted.deps.tasks.create({
      name: "Writing",
      instructions: "Write.",
      deadline: "2026-06-02",
      category: "Writing",
      assignedTo: studentUser._id,
    });
    taskId = task._id;
    // 200 messages stored as the thread's transactions store them, a second apart.
    const { Timestamp } = await import("firebase-admin/firestore");
    const batch = counted.deps.db.batch();
    for (let n = 0; n < MESSAGES_WRITTEN; n += 1) {
      batch.create(counted.deps.db.collection(COLLECTIONS.messages).doc(), {
        taskId,
        studentId: studentUser._id,
        authorId: n % 2 ? studentUser._id : "an-admin",
        authorName: n % 2 ? "Student" : "Admin",
        authorRole: n % 2 ? "student" : "admin",
        text: `Message ${n}`,
        at: Timestamp.fromMillis(Date.UTC(2026, 5, 1) + n * 1000),
        editedAt: null,
        deleted: false,
      });
    }
    batch.update(counted.deps.db.collection(COLLECTIONS.tasks).doc(taskId), {
      thread: { version: MESSAGES_WRITTEN, unread: 0, question: false, questionAt: null },
    });
    await batch.commit();
  });

  it("When a thread of 200 messages is read to its end, then each page reads the task, its messages and one more, and the session", async () => {
    let cursor = "";
    let pages = 0;
    let entries = 0;
    do {
      const { body, reads } = await readsOf(
        counted,
        student,
        `/api/tasks/${taskId}/thread${cursor ? `?cursor=${cursor}` : ""}`,
      );
      expectWithin(reads, 1 + THREAD_PAGE_SIZE + 1 + SESSION);
      entries += (body.entries as unknown[]).length;
      cursor = (body.next as string | null) ?? "";
      pages += 1;
    } while (cursor);
    expect(entries).toBe(MESSAGES_WRITTEN);
    expect(pages).toBe(MESSAGES_WRITTEN / THREAD_PAGE_SIZE);
  });

  it("When a student's day of polls keeps a thread open, then each check of it costs the task's read and the session's, nothing while nothing changed", async () => {
    const POLLS = 40;
    const { body } = await readsOf(counted, student, `/api/tasks/${taskId}/thread`);
    const version = (body.thread as { version: number }).version;
    // The bell's first look counts the student's notifications once (see the bell's own budgets).
    await readsOf(counted, student, "/api/notifications/summary");
    const before = counted.reads();
    for (let poll = 0; poll < POLLS; poll += 1) {
      await readsOf(counted, student, "/api/notifications/summary");
      const check = await readsOf(counted, student, `/api/tasks/${taskId}/thread?version=${version}`);
      expect(check.body.unchanged).toBe(true);
    }
    // The bell's poll as before (the session), and the open thread's check: the task, and the session.
    expectWithin(counted.reads() - before, POLLS * SESSION + POLLS * (1 + SESSION));
  });

  it("When an admin checks a thread whose version moved, then it is read again", async () => {
    const { body } = await readsOf(counted, admin, `/api/tasks/${taskId}/thread?version=1`);
    expect(body.unchanged).toBeUndefined();
    expect((body.entries as unknown[]).length).toBe(THREAD_PAGE_SIZE);
  });
});

describe("A supervisor's screens", () => {
  it("When the Users page is opened, then it reads every user and the session", async () => {
    const counted = await countedApp("reads-users");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    await students(counted.deps, 12);
    const { body, reads } = await readsOf(counted, admin, "/api/users/list");
    expect(body.users).toHaveLength(13);
    expectWithin(reads, 13 + SESSION);
  });

  it("When a class's term is planned in one request (30 students × 5 weekdays × 12 weeks), then each student is read twice, and the rate limit and the session once: 63", async () => {
    const counted = await countedApp("reads-plan");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const class30 = await students(counted.deps, 30);
    const monday = "2027-01-04";
    const { body, reads } = await readsOf(counted, admin, "/api/tasks/add", {
      method: "post",
      status: 201,
      body: {
        name: "Daily listening",
        instructions: "Listen to today's episode and note five new words.",
        deadline: monday,
        category: "Listening",
        assignedTo: class30.map((student) => student._id),
        repeat: { weekdays: [1, 2, 3, 4, 5], until: addDays(monday, 7 * 12 - 1) },
      },
    });
    expect(body.count).toBe(1800);
    // Once to check the form (clear refusals before anything is written), once in the transaction that writes
    // their tasks (a student deactivated meanwhile is refused); then the counter of the tasks-created limit.
    expectWithin(reads, 2 * 30 + 1 + SESSION);
  });

  it("When the review inbox is paged to its end, then each page reads its tasks, one more, their students and the session", async () => {
    const counted = await countedApp("reads-inbox");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const senders = await students(counted.deps, 6);
    for (const sender of senders) {
      await Promise.all(
        Array.from({ length: 7 }, (_, t) =>
          counted.deps.tasks.create({
            name: `Reading log ${t}`,
            instructions: "Read a page and send a photo of your notes.",
            deadline: addDays("2027-02-01", t),
            category: "Reading",
            assignedTo: sender._id,
            proofKeys: [`proofs/${sender._id}/${t}.jpg`],
          }),
        ),
      );
    }
    const pages: { items: { student: { _id: string } }[]; reads: number; next: string | null }[] = [];
    for (let cursor = ""; ;) {
      const { body, reads } = await readsOf(counted, admin, `/api/tasks/review-queue${cursor && `?cursor=${cursor}`}`);
      const page = { items: body.items as { student: { _id: string } }[], reads, next: body.next as string | null };
      pages.push(page);
      if (!page.next) break;
      cursor = page.next;
    }
    expect(pages.map((page) => page.items.length)).toEqual([REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE, 2]);
    for (const page of pages) {
      const students = new Set(page.items.map((item) => item.student._id)).size;
      expectWithin(page.reads, page.items.length + (page.next ? 1 : 0) + students + SESSION);
    }
  });

  it("When 40 proofs of 25 students are approved in one request, then it reads the 40 tasks and the session, and writes each task and each student's counts, notification and unread count", async () => {
    const counted = await countedApp("reads-batch");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const class25 = await students(counted.deps, 25);
    // A day's two tasks for 15 of them, one for the other 10: 40 proofs awaiting review.
    const tasks = await Promise.all(
      class25.flatMap((student, index) =>
        Array.from({ length: index < 15 ? 2 : 1 }, (_, t) =>
          counted.deps.tasks.create({
            name: `Reading log ${t}`,
            instructions: "Read a page and send a photo of your notes.",
            deadline: "2027-03-01",
            category: "Reading",
            assignedTo: student._id,
            proofKeys: [`proofs/${student._id}/${t}.jpg`],
          }),
        ),
      ),
    );
    const { body, reads, writes } = await readsOf(counted, admin, "/api/tasks/review-batch", {
      method: "post",
      body: { items: tasks.map((task) => ({ taskId: task._id, proofUrl: task.proofUrl })), comment: "Well done." },
    });
    expect(body.approved).toBe(40);
    // The tasks are read in one transaction (one round trip) that checks each against the proof seen and writes.
    expectWithin(reads, 40 + SESSION);
    expectWithin(writes, 40 + 3 * 25);
  });

  it("When the review dialog opens, then its saved comments read the admin's one list and the session (the first time, the list once more and the admin's record in the transaction that writes the starter set)", async () => {
    const counted = await countedApp("reads-saved-comments");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const first = await readsOf(counted, admin, "/api/reviews/saved-comments");
    expect(first.body.version).toBe(1);
    expectWithin(first.reads, 3 + SESSION);
    const { body, reads } = await readsOf(counted, admin, "/api/reviews/saved-comments");
    expect(body.comments).toEqual(first.body.comments);
    expectWithin(reads, 1 + SESSION);
  });

  it("When the class board shows a week, then it reads every student's record, the week's tasks and the session", async () => {
    const counted = await countedApp("reads-board");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const monday = "2027-06-07";
    const tasks = await weekOfTasks(counted.deps, await students(counted.deps, 12), monday, 2);
    const { body, reads } = await readsOf(counted, admin, `/api/board?week=${monday}`);
    expect(body.tasks).toHaveLength(tasks);
    expectWithin(reads, 12 + tasks + SESSION);
  });

  it("When a group's board shows a week, then it reads the group, its students and their tasks, not the rest of the class", async () => {
    const counted = await countedApp("reads-group");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const monday = "2027-06-14";
    const class40 = await students(counted.deps, 40);
    const members = class40.slice(0, 31);
    await weekOfTasks(counted.deps, class40, monday, 1);
    const made = await as(admin, supertest(counted.app).post("/api/groups")).send({ name: "Group of 31" });
    const groupId = (made.body.group as { _id: string })._id;
    await as(admin, supertest(counted.app).post(`/api/groups/${groupId}/students`)).send({
      add: members.map((member) => member._id),
    });
    const { body, reads } = await readsOf(counted, admin, `/api/board?week=${monday}&group=${groupId}`);
    expect(body.tasks).toHaveLength(members.length * 7);
    // Firestore's `in` takes 30 values: the group's tasks come in one query per 30 students, two here.
    expectWithin(reads, 1 + members.length + members.length * 7 + SESSION);
  });

  it("When /admin opens the class summary, then it reads every student's record, the review queue's count and oldest entry, the questions' count, the supervisor's threshold and the session", async () => {
    const counted = await countedApp("reads-summary");
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    await students(counted.deps, 15);
    const { body, reads } = await readsOf(counted, admin, "/api/reminders/summary?timeZone=UTC");
    expect(body.summary).toMatchObject({ awaitingReview: { count: 0 } });
    // The count is one read per 1,000 proofs waiting; the threshold is on the supervisor's own record; the
    // students' questions are one count more (their oldest is asked for only when one waits).
    expectWithin(reads, 15 + 1 + 1 + 1 + 1 + SESSION);
  });

  /** A class of `size` added in one list, invited, to a group with one student, and a plan of `days` left if any. */
  async function addClass(label: string, size: number, days: number) {
    const counted = await countedApp(label);
    const admin = await signIn(counted.app, (await provisionUser(counted.deps, "admin")).email);
    const made = await as(admin, supertest(counted.app).post("/api/groups")).send({ name: "B1 evening" });
    const groupId = (made.body.group as { _id: string })._id;
    const first = await provisionUser(counted.deps);
    await as(admin, supertest(counted.app).post(`/api/groups/${groupId}/students`)).send({ add: [first._id] });
    if (days > 0) {
      const today = new Date().toISOString().slice(0, 10);
      const plan = await as(admin, supertest(counted.app).post("/api/tasks/add")).send({
        name: "Evening reading",
        instructions: "A page a day.",
        deadline: today,
        category: "Reading",
        assignedTo: [first._id],
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, days - 1) },
        groupId,
      });
      expect(plan.status).toBe(201);
    }
    const rows = Array.from({ length: size }, (_, i) => ({
      email: `pupil${i}@school.test`,
      name: `Pupil ${i}`,
      groups: ["B1 evening"],
      language: i % 2 === 0 ? "en" : "es",
    }));
    const writes = counted.writes();
    const { body, reads } = await readsOf(counted, admin, "/api/users/add-many", {
      method: "post",
      body: { rows, invite: true, requestId: `${label}-request` },
    });
    expect(body.added).toBe(size);
    return { reads, writes: counted.writes() - writes };
  }

  it("When a class of 300 is added in one list, invited, into a group, then each student is read twice by the group's change and written three times (account, address, invitation): 608 reads, 904 writes", async () => {
    const N = 300;
    const { reads, writes } = await addClass("reads-add-many", N, 0);
    // The groups, the invitation quota, the group (before its change and in its transaction), each new student
    // (checked before the change, and again in its transaction), the plans that follow it (before and under their
    // leases), and the session.
    expectWithin(reads, 1 + 1 + 2 + 2 * N + 2 + SESSION);
    // Each account's record, address and invitation in one batch; the quota, the group's lease (taken and given
    // back) and its membership.
    expect(writes).toBeLessThanOrEqual(3 * N + 1 + 2 + 1);
  });

  it("When the group has a plan with five days to go, then the plan reads each new student three times more and writes their five tasks, their notification and their record twice", async () => {
    const N = 300;
    const { reads, writes } = await addClass("reads-add-many-plan", N, 5);
    // The plan's part: the plan, each student checked, their days of it already, and their record in the
    // transaction that writes their tasks; the tasks quota.
    expectWithin(reads, 1 + 1 + 2 + 2 * N + 2 + SESSION + (1 + 3 * N + 1));
    // Its writes: five tasks, a notification and the counts and bell on the record of each, the tasks quota, the
    // plan's lease and its students.
    expect(writes).toBeLessThanOrEqual(3 * N + 1 + 2 + 1 + (8 * N + 1 + 2 + 1));
  });
});
