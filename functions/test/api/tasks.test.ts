import { FieldValue } from "firebase-admin/firestore";
import supertest from "supertest";
import { COLLECTIONS } from "@common/constants";
import { beforeAll, describe, expect, it } from "vitest";
import type { Notification, Task, User } from "@common/api-types";
import { MESSAGES } from "@common/validation";
import { createTestApp, provisionUser, type Session, signIn, signInNew, withSession as as } from "./harness";
import { HTML_BYTES, jpegBytes, pngBytes, SVG_BYTES } from "./images";

const { app, deps } = createTestApp();
const request = () => supertest(app);

let admin: Session;
let alice: Session;
let aliceUser: User;
let bob: Session;
let bobUser: User;

beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
  aliceUser = await provisionUser(deps);
  alice = await signIn(app, aliceUser.email);
  bobUser = await provisionUser(deps);
  bob = await signIn(app, bobUser.email);
});

const taskFor = (user: User, overrides: Record<string, unknown> = {}) => ({
  name: "Read chapter 3",
  instructions: "Read it aloud, then list ten new words.",
  deadline: "2026-11-22",
  category: "Reading",
  assignedTo: user._id,
  ...overrides,
});

async function createTask(user: User, overrides: Record<string, unknown> = {}): Promise<Task> {
  const response = await as(admin, request().post("/api/tasks/add")).send(taskFor(user, overrides));
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

const notificationsOf = async (session: Session) =>
  (await request().get("/api/notifications/get").set("Cookie", session.cookie)).body.notifications as Notification[];

describe("POST /api/tasks/add", () => {
  it("When an admin assigns a task, then the student has it and is notified with its deadline", async () => {
    const task = await createTask(aliceUser, { name: "Diary entry", deadline: "2026-11-29", category: "Writing" });
    expect(task).toMatchObject({
      name: "Diary entry",
      deadline: "2026-11-29",
      status: "pending",
      assignedTo: aliceUser._id,
    });
    expect(task).not.toHaveProperty("proofUrl");
    const mine = (await request().get("/api/tasks/get").set("Cookie", alice.cookie)).body.tasks as Task[];
    expect(mine.map((t) => t._id)).toContain(task._id);
    const notification = (await notificationsOf(alice)).find((n) => n.relatedTask?._id === task._id);
    expect(notification).toMatchObject({
      title: "New task assigned",
      isRead: false,
      relatedTask: { _id: task._id, name: "Diary entry", deadline: "2026-11-29" },
    });
  });

  it("When fields are missing or wrong, then 400 names each problem and nothing is created", async () => {
    const before = (await deps.tasks.listForUser(aliceUser._id)).length;
    const response = await as(admin, request().post("/api/tasks/add")).send({
      deadline: "2026-02-30",
      category: "Math",
    });
    expect(response.status).toBe(400);
    for (const message of [
      MESSAGES.taskNameRequired,
      MESSAGES.instructionsRequired,
      MESSAGES.deadlineInvalid,
      MESSAGES.categoryInvalid,
      MESSAGES.assigneeRequired,
    ]) {
      expect(response.body.message).toContain(message);
    }
    for (const bad of [
      { deadline: "2100-01-01" },
      { deadline: "1899-12-31" },
      { name: "   " },
      { extra: 1 },
      { name: ["x"] },
    ]) {
      expect(
        (await as(admin, request().post("/api/tasks/add")).send(taskFor(aliceUser, bad))).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect((await deps.tasks.listForUser(aliceUser._id)).length).toBe(before);
  });

  it("When the assignee is unknown or an admin, then 400", async () => {
    expect(
      (await as(admin, request().post("/api/tasks/add")).send(taskFor(aliceUser, { assignedTo: "nobody" }))).status,
    ).toBe(400);
    const other = await provisionUser(deps, "admin");
    const response = await as(admin, request().post("/api/tasks/add")).send(taskFor(other));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/only be assigned to students/);
  });

  it("When a student, a stranger or a request without the CSRF token tries, then it is refused", async () => {
    expect((await as(alice, request().post("/api/tasks/add")).send(taskFor(aliceUser))).status).toBe(403);
    expect((await request().post("/api/tasks/add").send(taskFor(aliceUser))).status).toBe(401);
    expect((await request().post("/api/tasks/add").set("Cookie", admin.cookie).send(taskFor(aliceUser))).status).toBe(
      403,
    );
  });
});

describe("GET /api/tasks/get and /api/users/{id}/tasks", () => {
  it("When a student asks, then only their own tasks come back, ordered by deadline, within the range", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user, { deadline: "2026-11-25", name: "Later" });
    await createTask(user, { deadline: "2026-11-23", name: "Sooner" });
    await createTask(user, { deadline: "2026-12-07", name: "Next month" });
    await createTask(bobUser, { deadline: "2026-11-24", name: "Not mine" });
    const all = (await request().get("/api/tasks/get").set("Cookie", session.cookie)).body.tasks as Task[];
    expect(all.map((t) => t.name)).toEqual(["Sooner", "Later", "Next month"]);
    const week = await request().get("/api/tasks/get?from=2026-11-23&to=2026-11-29").set("Cookie", session.cookie);
    expect((week.body.tasks as Task[]).map((t) => t.name)).toEqual(["Sooner", "Later"]);
    expect((await request().get("/api/tasks/get?from=yesterday").set("Cookie", session.cookie)).status).toBe(400);
  });

  it("When an admin asks for a student's tasks, then they come back; students get 403, strangers 401", async () => {
    const task = await createTask(bobUser, { name: "Bob's task" });
    const response = await request().get(`/api/users/${bobUser._id}/tasks`).set("Cookie", admin.cookie);
    expect(response.status).toBe(200);
    expect((response.body.tasks as Task[]).map((t) => t._id)).toContain(task._id);
    expect((await request().get(`/api/users/${bobUser._id}/tasks`).set("Cookie", alice.cookie)).status).toBe(403);
    expect((await request().get(`/api/users/${bobUser._id}/tasks`)).status).toBe(401);
    expect((await request().get(`/api/users/no-such-user/tasks`).set("Cookie", admin.cookie)).status).toBe(404);
  });
});

describe("Proof upload and removal", () => {
  it("When a student uploads a photo, then the task points at a cleaned copy only they and admins can see", async () => {
    const task = await createTask(aliceUser);
    const response = await as(alice, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await jpegBytes(),
      {
        filename: "IMG_0001.HEIC.jpg",
        contentType: "application/octet-stream",
      },
    );
    expect(response.status).toBe(200);
    const stored = await deps.tasks.findById(task._id);
    expect(stored?.proofUrl).toMatch(new RegExp(`^/api/files/proofs/${aliceUser._id}/[0-9a-f-]{36}\\.jpg$`));
    const proof = stored?.proofUrl ?? "";
    const own = await request().get(proof).set("Cookie", alice.cookie);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect((await request().get(proof).set("Cookie", admin.cookie)).status).toBe(200);
    expect((await request().get(proof).set("Cookie", bob.cookie)).status).toBe(404);
    expect((await request().get(proof)).status).toBe(401);
  });

  it("When a proof is replaced, then the old file is deleted; when removed, then no file is left", async () => {
    const task = await createTask(aliceUser);
    await as(alice, request().post(`/api/tasks/upload-proof/${task._id}`)).attach("proof", await pngBytes(), "a.png");
    const first = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    await as(alice, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(90, 90),
      "b.png",
    );
    const second = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    expect(second).not.toBe(first);
    expect(await deps.files.get(first.replace("/api/files/", ""))).toBeNull();

    const removed = await as(alice, request().post(`/api/tasks/remove-proof/${task._id}`));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Proof removed");
    expect((await deps.tasks.findById(task._id))?.proofUrl).toBeUndefined();
    expect(await deps.files.get(second.replace("/api/files/", ""))).toBeNull();
  });

  it("When another student's task is targeted, then 404 and nothing changes", async () => {
    const task = await createTask(aliceUser);
    const upload = await as(bob, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(),
      "a.png",
    );
    expect(upload.status).toBe(404);
    expect((await as(bob, request().post(`/api/tasks/remove-proof/${task._id}`))).status).toBe(404);
    expect(
      (await as(bob, request().post(`/api/tasks/upload-proof/no-such-task`)).attach("proof", await pngBytes(), "a.png"))
        .status,
    ).toBe(404);
    expect(await deps.files.list(`proofs/${bobUser._id}/`)).toEqual([]);
  });

  it("When the task is completed, then proof can be neither added nor removed (409)", async () => {
    const task = await createTask(aliceUser);
    await as(alice, request().post(`/api/tasks/upload-proof/${task._id}`)).attach("proof", await pngBytes(), "a.png");
    const proof = (await deps.tasks.findById(task._id))?.proofUrl;
    expect(
      (await as(admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" })).status,
    ).toBe(200);
    const filesBefore = await deps.files.list(`proofs/${aliceUser._id}/`);
    const upload = await as(alice, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(),
      "a.png",
    );
    expect(upload.status).toBe(409);
    expect((await as(alice, request().post(`/api/tasks/remove-proof/${task._id}`))).status).toBe(409);
    expect((await deps.tasks.findById(task._id))?.proofUrl).toBe(proof);
    expect(await deps.files.list(`proofs/${aliceUser._id}/`)).toEqual(filesBefore);
  });

  it("When the photo is SVG, HTML, empty, in the wrong field or not multipart, then it is refused with nothing stored", async () => {
    const task = await createTask(aliceUser);
    const filesBefore = await deps.files.list(`proofs/${aliceUser._id}/`);
    const post = () => as(alice, request().post(`/api/tasks/upload-proof/${task._id}`));
    expect((await post().attach("proof", SVG_BYTES, "p.jpg")).status).toBe(415);
    expect((await post().attach("proof", HTML_BYTES, "p.jpg")).status).toBe(415);
    expect((await post().attach("proof", Buffer.alloc(0), "p.jpg")).status).toBe(400);
    expect((await post().attach("picture", await pngBytes(), "p.png")).status).toBe(400);
    expect((await post()).status).toBe(415);
    expect((await deps.tasks.findById(task._id))?.proofUrl).toBeUndefined();
    expect(await deps.files.list(`proofs/${aliceUser._id}/`)).toEqual(filesBefore);
  });

  it("When the task id is malformed or reserved by Firestore, then 400 before the database is asked", async () => {
    for (const id of ["__proto__", "__name__", "a.b", "x".repeat(200)]) {
      expect((await as(alice, request().post(`/api/tasks/remove-proof/${id}`))).status, id).toBe(400);
    }
  });

  it("When the upload comes without a session or CSRF token, then it is refused", async () => {
    const task = await createTask(aliceUser);
    expect(
      (
        await request()
          .post(`/api/tasks/upload-proof/${task._id}`)
          .attach("proof", await pngBytes(), "a.png")
      ).status,
    ).toBe(401);
    const noToken = await request()
      .post(`/api/tasks/upload-proof/${task._id}`)
      .set("Cookie", alice.cookie)
      .attach("proof", await pngBytes(), "a.png");
    expect(noToken.status).toBe(403);
  });
});

describe("PATCH /api/tasks/update/{id}", () => {
  it("When an admin completes a task, then the student is notified once, even if it is completed twice", async () => {
    const task = await createTask(aliceUser, { name: "Verify me" });
    const [first, second] = await Promise.all([
      as(admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" }),
      as(admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await deps.tasks.findById(task._id))?.status).toBe("completed");
    const verified = (await notificationsOf(alice)).filter(
      (n) => n.relatedTask?._id === task._id && n.title === "Task verified",
    );
    expect(verified).toHaveLength(1);
  });

  it("When the status is not pending or completed, or the task is unknown, then 400 or 404", async () => {
    const task = await createTask(aliceUser);
    for (const body of [{ status: "done" }, {}, { status: "completed", name: "x" }]) {
      expect(
        (await as(admin, request().patch(`/api/tasks/update/${task._id}`)).send(body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await as(admin, request().patch(`/api/tasks/update/nope`)).send({ status: "completed" })).status).toBe(404);
    expect((await deps.tasks.findById(task._id))?.status).toBe("pending");
  });

  it("When a student tries, then 403", async () => {
    const task = await createTask(aliceUser);
    expect(
      (await as(alice, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" })).status,
    ).toBe(403);
  });
});

describe("Notifications", () => {
  it("When a student marks one read, then only that one changes; another student's is 404", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user, { name: "One" });
    await createTask(user, { name: "Two" });
    const [newest, older] = await notificationsOf(session);
    expect(newest?.relatedTask?.name).toBe("Two");
    const response = await as(session, request().patch(`/api/notifications/mark-read/${older?._id}`));
    expect(response.status).toBe(200);
    const after = await notificationsOf(session);
    expect(after.map((n) => n.isRead)).toEqual([false, true]);
    expect((await as(bob, request().patch(`/api/notifications/mark-read/${newest?._id}`))).status).toBe(404);
    expect((await notificationsOf(session))[0]?.isRead).toBe(false);
  });

  it("When a student marks all read, then every one of theirs is read and nobody else's", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user);
    await createTask(user);
    await createTask(bobUser, { name: "Bob stays unread" });
    const response = await as(session, request().patch("/api/notifications/mark-all-read"));
    expect(response.status).toBe(200);
    expect((await notificationsOf(session)).every((n) => n.isRead)).toBe(true);
    expect((await notificationsOf(bob)).some((n) => !n.isRead)).toBe(true);
  });

  it("When notifications pile up, then the bell's count is exact and pages go through every one", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    for (let n = 0; n < 45; n += 1) {
      await deps.notifications.create({
        userId: user._id,
        title: `Note ${n}`,
        message: "m",
        relatedTask: null,
        isRead: n < 5,
      });
    }
    const summary = await as(session, request().get("/api/notifications/summary"));
    expect(summary.body).toMatchObject({ success: true, unread: 40 });
    const seen: string[] = [];
    let cursor = "";
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await as(session, request().get(`/api/notifications/get${cursor ? `?cursor=${cursor}` : ""}`));
      expect(page.status).toBe(200);
      seen.push(...(page.body.notifications as Notification[]).map((n) => n.title));
      if (!page.body.next) break;
      cursor = page.body.next as string;
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, n) => `Note ${44 - n}`));
    expect((await as(session, request().get("/api/notifications/get?cursor=bm90LWEtY3Vyc29y"))).status).toBe(400);
  });

  it("When a student deletes one or clears the read ones, then the count and the list follow; not another's", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user, { name: "One" });
    await createTask(user, { name: "Two" });
    await createTask(user, { name: "Three" });
    const [three, two, one] = await notificationsOf(session);
    expect((await as(bob, request().delete(`/api/notifications/${three?._id}`))).status).toBe(404);
    expect((await as(session, request().delete(`/api/notifications/${three?._id}`))).status).toBe(200);
    expect((await as(session, request().get("/api/notifications/summary"))).body.unread).toBe(2);
    await as(session, request().patch(`/api/notifications/mark-read/${two?._id}`));
    const before = (await as(session, request().get("/api/notifications/summary"))).body.version as number;
    expect((await as(session, request().post("/api/notifications/clear-read"))).body.message).toBe(
      "1 notification deleted",
    );
    const after = await as(session, request().get("/api/notifications/summary"));
    expect(after.body).toMatchObject({ unread: 1 });
    expect(after.body.version).toBeGreaterThan(before);
    expect((await notificationsOf(session)).map((n) => n._id)).toEqual([one?._id]);
  });

  it("When the record kept no counts (data from before), then they are counted once and kept", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user);
    await createTask(user);
    await deps.db.collection(COLLECTIONS.users).doc(user._id).update({ notificationCounts: FieldValue.delete() });
    expect((await as(session, request().get("/api/notifications/summary"))).body.unread).toBe(2);
    const kept = (await deps.db.collection(COLLECTIONS.users).doc(user._id).get()).get("notificationCounts");
    expect(kept).toMatchObject({ unread: 2 });
  });

  it("When many polls ask for counts the record has not kept while it is written, then every one answers them", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await createTask(user);
    await deps.db.collection(COLLECTIONS.users).doc(user._id).update({ notificationCounts: FieldValue.delete() });
    const record = deps.db.collection(COLLECTIONS.users).doc(user._id);
    // Other writes of the same record meanwhile (a sign-in, a change of the profile) do not keep the counts.
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => as(session, request().get("/api/notifications/summary")))),
      Promise.all(Array.from({ length: 30 }, (_, index) => record.update({ lastSeenProbe: index }))),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.unread])).toEqual(answers.map(() => [200, 1]));
  });

  it("When signed out or without the CSRF token, then it is refused", async () => {
    expect((await request().get("/api/notifications/get")).status).toBe(401);
    expect((await request().get("/api/notifications/summary")).status).toBe(401);
    expect((await request().post("/api/notifications/clear-read").set("Cookie", alice.cookie)).status).toBe(403);
    expect((await request().patch("/api/notifications/mark-all-read").set("Cookie", alice.cookie)).status).toBe(403);
  });
});
