/**
 * Several proofs approved at once from the inbox's grid: one request, one optional comment, each task checked
 * against the proof the admin saw, each student told once, the counts as single approvals leave them.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { BatchOutcome, Notification, Task, User } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { COLLECTIONS, REVIEW_BATCH_MAX, TASK_HISTORY_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { taskState } from "@common/task-state";
import { todayIn } from "../../src/lib/time-zones";
import {
  createIsolatedTestApp,
  provisionUser,
  type Session,
  signIn,
  signInNew,
  uniqueEmail,
  withSession as as,
} from "./harness";
import { jpegBytes, pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("review-batch");
const request = () => supertest(app);

interface Student {
  user: User;
  session: Session;
}

let admin: Session;
let adminUser: User;

beforeAll(async () => {
  adminUser = await provisionUser(deps, "admin");
  admin = await signIn(app, adminUser.email);
});

async function newStudent(): Promise<Student> {
  const user = await provisionUser(deps);
  return { user, session: await signIn(app, user.email) };
}

async function newTask(student: Student, name = "Read a page", days = 2): Promise<Task> {
  const response = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Read a page and send a photo of your notes.",
    deadline: addDays(todayIn("UTC"), days),
    category: "Reading",
    assignedTo: student.user._id,
  });
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

async function taskOf(student: Student, id: string): Promise<Task> {
  const tasks = (await as(student.session, request().get("/api/tasks/get"))).body.tasks as Task[];
  const task = tasks.find((each) => each._id === id);
  if (!task) throw new Error(`task ${id} is not the student's`);
  return task;
}

/** Sends a photo as the task's proof; returns the proof's URL, as the admin then sees it. */
async function sendProof(student: Student, taskId: string, photo?: Buffer): Promise<string> {
  const sent = await as(student.session, request().post(`/api/tasks/upload-proof/${taskId}`)).attach(
    "proof",
    photo ?? (await pngBytes()),
    "proof.png",
  );
  expect(sent.status).toBe(200);
  return (await taskOf(student, taskId)).proofUrl ?? "";
}

/** A task of the student's with a proof awaiting review: what the grid shows, and sends back as seen. */
async function waitingProof(student: Student, name?: string) {
  const task = await newTask(student, name);
  return { task, taskId: task._id, proofUrl: await sendProof(student, task._id) };
}

const approveBatch = (body: unknown, session: Session = admin) =>
  as(session, request().post("/api/tasks/review-batch")).send(body as object);

const items = (...proofs: { taskId: string; proofUrl: string }[]) =>
  proofs.map(({ taskId, proofUrl }) => ({ taskId, proofUrl }));

async function notificationsOf(student: Student): Promise<Notification[]> {
  return (await as(student.session, request().get("/api/notifications/get"))).body.notifications as Notification[];
}

const stored = async (id: string) => (await deps.db.collection(COLLECTIONS.tasks).doc(id).get()).data();

describe("Approving several proofs at once", () => {
  it("When an admin approves several students' proofs with one comment, then each task is completed, each student is told once, and the counts hold", async () => {
    const [ana, ben, cleo] = [await newStudent(), await newStudent(), await newStudent()];
    const anaMonday = await waitingProof(ana, "Reading log, Monday");
    const anaTuesday = await waitingProof(ana, "Reading log, Tuesday");
    const bens = await waitingProof(ben, "Reading log, Monday");
    const cleos = await waitingProof(cleo, "Reading log, Monday");
    const before = await Promise.all([ana, ben, cleo].map(notificationsOf));

    const response = await approveBatch({
      items: items(anaMonday, bens, anaTuesday, cleos),
      comment: "Well done, all of you!",
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: "4 tasks approved.", approved: 4 });
    expect(response.body.results).toEqual(
      [anaMonday, bens, anaTuesday, cleos].map(({ taskId }) => ({ taskId, approved: true })),
    );
    for (const [student, proof] of [
      [ana, anaMonday],
      [ana, anaTuesday],
      [ben, bens],
      [cleo, cleos],
    ] as const) {
      const after = await taskOf(student, proof.taskId);
      expect(taskState(after)).toBe("verified");
      expect(after.feedback).toBe("Well done, all of you!");
      expect(after.history?.at(-1)).toMatchObject({
        type: "approved",
        by: adminUser.name,
        comment: "Well done, all of you!",
      });
    }
    const [anaNew, benNew, cleoNew] = (await Promise.all([ana, ben, cleo].map(notificationsOf))).map((list, index) =>
      list.slice(0, list.length - (before[index]?.length ?? 0)),
    );
    expect(anaNew).toHaveLength(1);
    expect(anaNew?.[0]).toMatchObject({
      title: "Tasks verified",
      message:
        'Your proofs for 2 tasks were verified, "Reading log, Monday" among them: the tasks are completed. Feedback: Well done, all of you!',
      relatedTask: { _id: anaMonday.taskId, name: "Reading log, Monday" },
      text: { key: "verifiedMany", values: { count: 2, name: "Reading log, Monday" } },
    });
    // One task approved: the single approval's own words, naming it.
    for (const list of [benNew, cleoNew]) {
      expect(list).toHaveLength(1);
      expect(list?.[0]).toMatchObject({
        title: "Task verified",
        message:
          'Your proof for "Reading log, Monday" was verified: the task is completed. Feedback: Well done, all of you!',
      });
    }
    // Her two tasks' assignments, unread, and the one notification of their approval.
    const summary = await as(ana.session, request().get("/api/notifications/summary"));
    expect(summary.body.unread).toBe(3);
    const queue = await as(admin, request().get("/api/tasks/review-queue?limit=100"));
    const waiting = (queue.body.items as Task[]).map((item) => item._id);
    for (const { taskId } of [anaMonday, anaTuesday, bens, cleos]) expect(waiting).not.toContain(taskId);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When one proof was changed by its student since the admin saw it, then that task is left waiting with why, and the rest are approved", async () => {
    const [dan, eva] = [await newStudent(), await newStudent()];
    const dans = await waitingProof(dan, "Describe your street");
    const evas = await waitingProof(eva, "Describe your street");
    // Eva sends a better photo after the admin looked at the grid.
    const newer = await sendProof(eva, evas.taskId, await jpegBytes());

    const response = await approveBatch({ items: items(dans, evas) });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe("1 task approved; 1 left as it was.");
    expect(response.body.results).toEqual([
      { taskId: dans.taskId, approved: true },
      {
        taskId: evas.taskId,
        approved: false,
        reason: "The student changed the proof since you opened it: look at the new one before you decide.",
      },
    ]);
    const left = await taskOf(eva, evas.taskId);
    expect(taskState(left)).toBe("awaiting_review");
    expect(left.proofUrl).toBe(newer);
    expect((await notificationsOf(eva)).filter((n) => n.title.includes("verified"))).toEqual([]);
    expect((await stored(evas.taskId))?.awaitingReview).toBe(true);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When tasks have no proof, were sent back, completed, deleted or had their proof removed, then each is left with its reason", async () => {
    const fay = await newStudent();
    const noProof = await newTask(fay, "Nothing sent yet");
    const sentBack = await waitingProof(fay, "Sent back meanwhile");
    const redo = await as(admin, request().post(`/api/tasks/${sentBack.taskId}/review`)).send({
      decision: "redo",
      reason: "Blurred",
      proofUrl: sentBack.proofUrl,
    });
    expect(redo.status).toBe(200);
    const approved = await waitingProof(fay, "Approved meanwhile");
    await as(admin, request().post(`/api/tasks/${approved.taskId}/review`)).send({
      decision: "approve",
      proofUrl: approved.proofUrl,
    });
    const removed = await waitingProof(fay, "Taken back");
    expect((await as(fay.session, request().post(`/api/tasks/remove-proof/${removed.taskId}`))).status).toBe(200);
    const deleted = await waitingProof(fay, "Deleted meanwhile");
    expect((await as(admin, request().delete(`/api/tasks/${deleted.taskId}`))).status).toBe(200);
    const before = await notificationsOf(fay);

    const response = await approveBatch({
      items: [
        { taskId: noProof._id, proofUrl: "/api/files/proofs/x/never.webp" },
        sentBack,
        approved,
        removed,
        deleted,
        { taskId: "no-such-task", proofUrl: "/api/files/proofs/x/y.webp" },
      ].map(({ taskId, proofUrl }) => ({ taskId, proofUrl })),
    });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe("No task approved; 6 left as they were.");
    expect((response.body.results as BatchOutcome[]).map((result) => !result.approved && result.reason)).toEqual([
      "This task has no proof to approve.",
      "This proof was sent back meanwhile: the task waits for a new one.",
      "This task is already completed: someone approved it meanwhile.",
      "The student removed the proof since you opened it.",
      "There is no such task.",
      "There is no such task.",
    ]);
    expect(taskState(await taskOf(fay, sentBack.taskId))).toBe("needs_redo");
    expect(taskState(await taskOf(fay, noProof._id))).toBe("awaiting_proof");
    expect(await notificationsOf(fay)).toEqual(before);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When the admin reads Spanish, then the message and each reason are in Spanish", async () => {
    const spanishAdmin = await signInNew(app, deps, "admin");
    expect((await as(spanishAdmin, request().put("/api/users/language")).send({ language: "es" })).status).toBe(200);
    const gil = await newStudent();
    const approvedOne = await waitingProof(gil, "Lectura");
    const changed = await waitingProof(gil, "Escritura");
    await sendProof(gil, changed.taskId, await jpegBytes());

    const response = await approveBatch({ items: items(approvedOne, changed) }, spanishAdmin);

    expect(response.body.message).toBe("1 tarea aprobada; 1 quedó como estaba.");
    expect(response.body.results[1]).toEqual({
      taskId: changed.taskId,
      approved: false,
      reason: "El estudiante cambió la evidencia desde que la abriste: mira la nueva antes de decidir.",
    });
  });

  it("When the request names no task, more than the bound, a task twice, or a comment too long, then 400 and nothing changes; one task is fine", async () => {
    const hal = await newStudent();
    const proof = await waitingProof(hal);
    const cases: [unknown, string][] = [
      [{ items: [] }, MESSAGES.batchEmpty],
      [{}, MESSAGES.batchEmpty],
      [
        { items: Array.from({ length: REVIEW_BATCH_MAX + 1 }, (_, i) => ({ ...proof, taskId: `t${i}` })) },
        MESSAGES.batchTooLarge,
      ],
      [{ items: items(proof, proof) }, MESSAGES.batchDuplicate],
      [{ items: items(proof), comment: "x".repeat(1001) }, MESSAGES.reviewTextTooLong],
      [{ items: items(proof), extra: true }, "extra"],
      [{ items: [{ taskId: proof.taskId }] }, "proofUrl"],
      [{ items: [{ taskId: "a/b", proofUrl: proof.proofUrl }] }, "taskId"],
    ];
    for (const [body, message] of cases) {
      const response = await approveBatch(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect(taskState(await taskOf(hal, proof.taskId))).toBe("awaiting_review");

    const one = await approveBatch({ items: items(proof), comment: "   " });
    expect(one.status).toBe(200);
    expect(one.body.message).toBe("1 task approved.");
    const after = await taskOf(hal, proof.taskId);
    expect(taskState(after)).toBe("verified");
    expect(after.feedback).toBeUndefined();
  });

  it("When a student calls it, or an admin without the CSRF token, then 403; nobody signed in, 401; nothing changes", async () => {
    const ivy = await newStudent();
    const proof = await waitingProof(ivy);
    const body = { items: items(proof) };
    expect((await approveBatch(body, ivy.session)).status).toBe(403);
    const noCsrf = await request().post("/api/tasks/review-batch").set("Cookie", admin.cookie).send(body);
    expect(noCsrf.status).toBe(403);
    const otherToken = await request()
      .post("/api/tasks/review-batch")
      .set("Cookie", admin.cookie)
      .set("X-XSRF-TOKEN", ivy.session.xsrf)
      .send(body);
    expect(otherToken.status).toBe(403);
    expect((await request().post("/api/tasks/review-batch").send(body)).status).toBe(401);
    expect(taskState(await taskOf(ivy, proof.taskId))).toBe("awaiting_review");
  });

  it("When another admin approves a batch, then it is approved in their name, as a single approval by any admin is", async () => {
    const secondAdmin = await deps.users.create({
      name: "Bea Second",
      email: uniqueEmail("admin"),
      role: "admin",
      phoneNumber: "",
      birthDate: "",
    });
    const session = await signIn(app, secondAdmin.email);
    const jo = await newStudent();
    const proof = await waitingProof(jo);
    const response = await approveBatch({ items: items(proof) }, session);
    expect(response.body.approved).toBe(1);
    expect((await taskOf(jo, proof.taskId)).history?.at(-1)).toMatchObject({ type: "approved", by: secondAdmin.name });
  });
});

describe("What the attack on the batch approval found", () => {
  it("When the same batch is sent twice at once, then each task is approved once and each student told once", async () => {
    const [kim, lou] = [await newStudent(), await newStudent()];
    const proofs = [await waitingProof(kim), await waitingProof(kim), await waitingProof(lou)];
    const [first, second] = await Promise.all([
      approveBatch({ items: items(...proofs) }),
      approveBatch({ items: items(...proofs) }),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect((first?.body.approved ?? 0) + (second?.body.approved ?? 0)).toBe(3);
    for (const student of [kim, lou]) {
      expect((await notificationsOf(student)).filter((n) => n.title.startsWith("Task"))).toHaveLength(1);
    }
    for (const proof of proofs) {
      const events = (await stored(proof.taskId))?.history as { type: string }[];
      expect(events.filter((event) => event.type === "approved")).toHaveLength(1);
    }
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When batches race each other and a student re-sends one of their proofs among them, then that task is either approved with the proof seen or left with the new one, never both", async () => {
    const pat = await newStudent();
    const proofs = [await waitingProof(pat), await waitingProof(pat), await waitingProof(pat)];
    const [raced] = proofs;
    if (!raced) throw new Error("no proof");
    const [upload, ...batches] = await Promise.all([
      as(pat.session, request().post(`/api/tasks/upload-proof/${raced.taskId}`)).attach(
        "proof",
        await jpegBytes(),
        "again.jpg",
      ),
      ...Array.from({ length: 4 }, () => approveBatch({ items: items(...proofs) })),
    ]);
    expect(batches.map((batch) => batch.status)).toEqual([200, 200, 200, 200]);
    const after = await taskOf(pat, raced.taskId);
    if (upload?.status === 200) {
      expect(taskState(after)).toBe("awaiting_review");
      expect(after.proofUrl).not.toBe(raced.proofUrl);
    } else {
      expect(upload?.status).toBe(409);
      expect(taskState(after)).toBe("verified");
      expect(after.proofUrl).toBe(raced.proofUrl);
    }
    const approvals = batches.flatMap((batch) => batch.body.results as BatchOutcome[]).filter((each) => each.approved);
    expect(approvals.filter((each) => each.taskId === raced.taskId)).toHaveLength(
      taskState(after) === "verified" ? 1 : 0,
    );
    expect((await notificationsOf(pat)).filter((n) => n.title.startsWith("Task"))).toHaveLength(1);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a student's record is gone meanwhile, then their tasks are left with why and the others' are approved", async () => {
    const [max, ned] = [await newStudent(), await newStudent()];
    const maxs = await waitingProof(max);
    const neds = await waitingProof(ned);
    // The account's deletion under way: the record went first, its tasks have not yet.
    const record = await deps.db.collection(COLLECTIONS.users).doc(max.user._id).get();
    await record.ref.delete();
    try {
      const response = await approveBatch({ items: items(maxs, neds) });
      expect(response.status).toBe(200);
      expect(response.body.results).toEqual([
        {
          taskId: maxs.taskId,
          approved: false,
          reason: "This task's student no longer exists: the task can only be deleted.",
        },
        { taskId: neds.taskId, approved: true },
      ]);
      expect((await stored(maxs.taskId))?.status).toBe("pending");
    } finally {
      await record.ref.set(record.data() ?? {});
    }
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a task's history is full, then approving it in a batch deletes the files of the events that fall off", async () => {
    const oz = await newStudent();
    const task = await newTask(oz, "Often redone");
    for (let round = 0; round < TASK_HISTORY_MAX / 2; round += 1) {
      const seen = await sendProof(oz, task._id, await pngBytes(20 + round, 20));
      await as(admin, request().post(`/api/tasks/${task._id}/review`)).send({
        decision: "redo",
        reason: `Round ${round}`,
        proofUrl: seen,
      });
    }
    const proofUrl = await sendProof(oz, task._id);
    const filesBefore = (await deps.files.list()).length;
    const response = await approveBatch({ items: [{ taskId: task._id, proofUrl }] });
    expect(response.body.approved).toBe(1);
    const history = (await taskOf(oz, task._id)).history ?? [];
    expect(history).toHaveLength(TASK_HISTORY_MAX);
    expect(history.at(-1)?.type).toBe("approved");
    expect((await deps.files.list()).length).toBeLessThan(filesBefore);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});
