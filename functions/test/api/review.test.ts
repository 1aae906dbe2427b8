/**
 * The review loop: richer proofs (several photos, a recording), the review inbox, sending a proof
 * back with a reason, approving with a comment, and each task's history.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Notification, ReviewItem, Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { MAX_AUDIO_BYTES, PROOF_MAX_EDGE, TASK_HISTORY_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { taskState } from "@common/task-state";
import { todayIn } from "../../src/lib/time-zones";
import {
  createIsolatedTestApp,
  createTestApp,
  fileKeyOf,
  provisionUser,
  signedInAdminAndStudent,
  signIn,
  withSession as as,
  type Session,
} from "./harness";
import { HTML_BYTES, hugePngBytes, jpegBytes, pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("review");
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);

const audio = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/audio", name));

async function newTask(overrides: Record<string, unknown> = {}): Promise<Task> {
  const response = await as(people.admin, request().post("/api/tasks/add")).send({
    name: "Describe your street",
    instructions: "Two photos of your street and a minute of speaking about it.",
    deadline: addDays(todayIn("UTC"), 3),
    category: "Speaking",
    assignedTo: people.studentUser._id,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

const taskOf = async (id: string) => {
  const task = (await request().get("/api/tasks/get").set("Cookie", people.student.cookie)).body.tasks.find(
    (each: Task) => each._id === id,
  ) as Task | undefined;
  if (!task) throw new Error(`task ${id} is not the student's`);
  return task;
};

/** Sends a proof: photos in "proof", a recording in "audio". */
async function sendProof(
  session: Session,
  taskId: string,
  files: { photos?: Buffer[]; recording?: [Buffer, string] },
  timeZone?: string,
) {
  let call = as(session, request().post(`/api/tasks/upload-proof/${taskId}`));
  for (const [index, photo] of (files.photos ?? []).entries()) call = call.attach("proof", photo, `photo-${index}.png`);
  if (files.recording) call = call.attach("audio", files.recording[0], files.recording[1]);
  if (timeZone) call = call.field("timeZone", timeZone);
  return call;
}

const review = (taskId: string, body: Record<string, unknown>) =>
  as(people.admin, request().post(`/api/tasks/${taskId}/review`)).send(body);

const notificationsAbout = async (taskId: string) =>
  (
    (await request().get("/api/notifications/get").set("Cookie", people.student.cookie)).body
      .notifications as Notification[]
  ).filter((notification) => notification.relatedTask?._id === taskId);

async function queue(query = ""): Promise<{ items: ReviewItem[]; next: string | null }> {
  const response = await as(people.admin, request().get(`/api/tasks/review-queue${query}`));
  expect(response.status).toBe(200);
  return response.body;
}

describe("Richer proof", () => {
  it("When a student sends two photos and a recording, then the task lists all three, photos first, each served to them and admins only", async () => {
    const task = await newTask();
    const sent = await sendProof(people.student, task._id, {
      photos: [await pngBytes(), await jpegBytes()],
      recording: [audio("tone.webm"), "speaking.webm"],
    });
    expect(sent.status).toBe(200);
    const stored = await taskOf(task._id);
    expect(stored.proof?.map((file) => file.kind)).toEqual(["image", "image", "audio"]);
    expect(stored.proofUrl).toBe(stored.proof?.[0]?.url);
    expect(taskState(stored)).toBe("awaiting_review");
    const [, , recording] = stored.proof ?? [];
    const served = await request()
      .get(recording?.url ?? "")
      .set("Cookie", people.student.cookie);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("audio/webm");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const stranger = await provisionUser(deps);
    const other = await signIn(app, stranger.email);
    expect(
      (
        await request()
          .get(recording?.url ?? "")
          .set("Cookie", other.cookie)
      ).status,
    ).toBe(404);
    expect(
      (await request().get(`${stored.proof?.[1]?.url}?size=thumb`).set("Cookie", people.admin.cookie)).status,
    ).toBe(200);
  });

  it("When each accepted recording format is sent, then it is stored with the type its bytes say", async () => {
    const expected: [string, string][] = [
      ["tone.webm", "audio/webm"],
      ["tone.ogg", "audio/ogg"],
      ["tone.m4a", "audio/mp4"],
      ["tone.mp3", "audio/mpeg"],
      ["tone.wav", "audio/wav"],
    ];
    for (const [file, type] of expected) {
      const task = await newTask();
      // The name and type a client gives are ignored: the bytes decide.
      const sent = await sendProof(people.student, task._id, { recording: [audio(file), "recording.bin"] });
      expect(sent.status, file).toBe(200);
      const [stored] = (await taskOf(task._id)).proof ?? [];
      expect(stored?.kind).toBe("audio");
      expect((await deps.files.get(fileKeyOf(stored?.url)))?.contentType).toBe(type);
    }
  });

  it("When a recording is sent for a task that takes photos only, then 400; an admin's 'audio allowed' lets it in", async () => {
    const reading = await newTask({ category: "Reading" });
    const before = await deps.files.list();
    const refused = await sendProof(people.student, reading._id, { recording: [audio("tone.ogg"), "a.ogg"] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.audioNotAllowed);
    expect(await deps.files.list()).toEqual(before);
    const allowed = await newTask({ category: "Reading", audioAllowed: true });
    expect(allowed.audioAllowed).toBe(true);
    expect((await sendProof(people.student, allowed._id, { recording: [audio("tone.ogg"), "a.ogg"] })).status).toBe(
      200,
    );
  });

  it("When six photos, a page posing as a recording, or a recording over the cap are sent, then refused and nothing stored", async () => {
    const task = await newTask();
    const before = await deps.files.list();
    const photo = await pngBytes();
    const six = await sendProof(people.student, task._id, { photos: [photo, photo, photo, photo, photo, photo] });
    expect(six.status).toBe(400);
    expect(six.body.message).toBe(MESSAGES.tooManyProofImages);
    const html = await sendProof(people.student, task._id, { recording: [HTML_BYTES, "a.webm"] });
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(MESSAGES.audioNotRecognised);
    const huge = Buffer.concat([audio("tone.wav"), Buffer.alloc(MAX_AUDIO_BYTES)]);
    const tooLarge = await sendProof(people.student, task._id, { recording: [huge, "a.wav"] });
    expect(tooLarge.status).toBe(413);
    // A good photo with a bad recording: all refused, the photo too.
    const mixed = await sendProof(people.student, task._id, { photos: [photo], recording: [HTML_BYTES, "a.ogg"] });
    expect(mixed.status).toBe(415);
    expect(await deps.files.list()).toEqual(before);
    expect((await taskOf(task._id)).proof).toBeUndefined();
  });

  it("When removing the proof, then every photo and the recording go", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()], recording: [audio("tone.mp3"), "a.mp3"] });
    const keys = ((await taskOf(task._id)).proof ?? []).map((file) => fileKeyOf(file.url));
    expect(keys).toHaveLength(2);
    expect((await as(people.student, request().post(`/api/tasks/remove-proof/${task._id}`))).status).toBe(200);
    for (const key of keys) expect(await deps.files.get(key)).toBeNull();
    expect(taskState(await taskOf(task._id))).toBe("awaiting_proof");
  });
});

describe("Sending back and approving", () => {
  it("When an admin sends a proof back with a reason, then it needs redo, keeps the proof in its history, and the student is told why", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    const response = await review(task._id, { decision: "redo", reason: "The photo is blurred.", proofUrl: seen });
    expect(response.status).toBe(200);
    const after = await taskOf(task._id);
    expect(after).toMatchObject({ status: "pending", redoReason: "The photo is blurred." });
    expect(after.proofUrl).toBeUndefined();
    expect(taskState(after)).toBe("needs_redo");
    expect(after.history?.map((event) => event.type)).toEqual(["submitted", "sent_back"]);
    expect(after.history?.[1]).toMatchObject({
      reason: "The photo is blurred.",
      proof: [{ url: seen, kind: "image" }],
    });
    // The kept proof still opens for the student and the admin.
    expect(
      (
        await request()
          .get(seen ?? "")
          .set("Cookie", people.student.cookie)
      ).status,
    ).toBe(200);
    expect((await notificationsAbout(task._id)).map((n) => n.title)).toContain("Needs redo");
    expect((await notificationsAbout(task._id)).find((n) => n.title === "Needs redo")?.message).toContain(
      "The photo is blurred.",
    );
    expect((await queue()).items.map((item) => item._id)).not.toContain(task._id);

    // A new proof clears the reason and waits for review again.
    await sendProof(people.student, task._id, { photos: [await jpegBytes()] });
    const again = await taskOf(task._id);
    expect(again.redoReason).toBeUndefined();
    expect(taskState(again)).toBe("awaiting_review");
    expect(again.history?.map((event) => event.type)).toEqual(["submitted", "sent_back", "resubmitted"]);
    expect((await queue()).items.map((item) => item._id)).toContain(task._id);
  });

  it("When an admin approves with a comment, then the task is verified with the feedback and the student hears it once", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    const approved = await review(task._id, { decision: "approve", comment: "Lovely pronunciation!", proofUrl: seen });
    expect(approved.status).toBe(200);
    const after = await taskOf(task._id);
    expect(after).toMatchObject({ status: "completed", feedback: "Lovely pronunciation!" });
    expect(taskState(after)).toBe("verified");
    expect(after.history?.at(-1)).toMatchObject({ type: "approved", comment: "Lovely pronunciation!" });
    const told = (await notificationsAbout(task._id)).filter((n) => n.title === "Task verified");
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("Lovely pronunciation!");
    // A second approval of the same task is a conflict, not a second notification.
    expect((await review(task._id, { decision: "approve", proofUrl: seen })).status).toBe(409);
    expect((await notificationsAbout(task._id)).filter((n) => n.title === "Task verified")).toHaveLength(1);
  });

  it("When the proof changed since the admin opened it, then approve and redo are 409 and nothing changes", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    await sendProof(people.student, task._id, { photos: [await jpegBytes()] });
    const approve = await review(task._id, { decision: "approve", proofUrl: seen });
    expect(approve.status).toBe(409);
    const redo = await review(task._id, { decision: "redo", reason: "Blurred", proofUrl: seen });
    expect(redo.status).toBe(409);
    const after = await taskOf(task._id);
    expect(after.status).toBe("pending");
    expect(after.proofUrl).not.toBe(seen);
    expect(after.redoReason).toBeUndefined();
  });

  it("When the review is malformed, then 400; a student or a request without the CSRF token is refused", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    const noReason = await review(task._id, { decision: "redo", proofUrl: seen });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain(MESSAGES.redoReasonRequired);
    expect((await review(task._id, { decision: "redo", reason: "  ", proofUrl: seen })).status).toBe(400);
    expect((await review(task._id, { decision: "redo", reason: "x".repeat(1001), proofUrl: seen })).status).toBe(400);
    expect((await review(task._id, { decision: "maybe", proofUrl: seen })).status).toBe(400);
    expect((await review(task._id, { decision: "approve", proofUrl: seen, status: "completed" })).status).toBe(400);
    expect((await review(task._id, { decision: "approve" })).status).toBe(400);
    expect((await review("no-such-task", { decision: "approve", proofUrl: seen })).status).toBe(404);
    const student = await as(people.student, request().post(`/api/tasks/${task._id}/review`)).send({
      decision: "approve",
      proofUrl: seen,
    });
    expect(student.status).toBe(403);
    const noCsrf = await request()
      .post(`/api/tasks/${task._id}/review`)
      .set("Cookie", people.admin.cookie)
      .send({ decision: "approve", proofUrl: seen });
    expect(noCsrf.status).toBe(403);
    expect((await taskOf(task._id)).status).toBe("pending");
  });

  it("When a proof is sent and sent back more times than the history keeps, then the oldest events and their files go", async () => {
    const task = await newTask();
    for (let round = 0; round < TASK_HISTORY_MAX / 2 + 1; round += 1) {
      await sendProof(people.student, task._id, { photos: [await pngBytes(20 + round, 20)] });
      const seen = (await taskOf(task._id)).proofUrl;
      expect((await review(task._id, { decision: "redo", reason: `Round ${round}`, proofUrl: seen })).status).toBe(200);
    }
    const history = (await taskOf(task._id)).history ?? [];
    expect(history).toHaveLength(TASK_HISTORY_MAX);
    // The first round's "submitted" and "sent back" fell off; the files of that proof went with them.
    expect(history[0]?.type).toBe("resubmitted");
    expect(history.at(-1)?.reason).toBe(`Round ${TASK_HISTORY_MAX / 2}`);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});

describe("The review inbox", () => {
  it("When proofs wait, then the inbox lists them oldest first, a page at a time, with each student", async () => {
    const sent: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const task = await newTask({ name: `Inbox task ${i}` });
      await sendProof(people.student, task._id, { photos: [await pngBytes()] });
      sent.push(task._id);
    }
    const seen: ReviewItem[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await queue(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.next;
    }
    const ids = seen.map((item) => item._id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = ids.filter((id) => sent.includes(id));
    expect(mine).toEqual(sent);
    const times = seen.map((item) => item.submittedAt ?? "");
    expect([...times].sort()).toEqual(times);
    expect(seen.find((item) => item._id === sent[0])?.student).toMatchObject({
      _id: people.studentUser._id,
      email: people.studentUser.email,
    });
    const count = await as(people.admin, request().get("/api/tasks/review-count"));
    expect(count.body.count).toBe(ids.length);
  });

  it("When a proof comes after the end of the deadline's day where the student is, then it is marked late", async () => {
    const zone = "Pacific/Kiritimati";
    const today = todayIn(zone);
    const late = await newTask({ deadline: addDays(today, -1) });
    const onTime = await newTask({ deadline: today });
    await sendProof(people.student, late._id, { photos: [await pngBytes()] }, zone);
    await sendProof(people.student, onTime._id, { photos: [await pngBytes()] }, zone);
    expect((await taskOf(late._id)).late).toBe(true);
    expect((await taskOf(onTime._id)).late).toBe(false);
    const unknownZone = await sendProof(people.student, onTime._id, { photos: [await pngBytes()] }, "Mars/Olympus");
    expect(unknownZone.status).toBe(400);
  });

  it("When the cursor or limit is forged, then 400; a student gets 403 and an anonymous caller 401", async () => {
    expect((await as(people.admin, request().get("/api/tasks/review-queue?cursor=bm9wZQ"))).status).toBe(400);
    expect((await as(people.admin, request().get("/api/tasks/review-queue?cursor=a/b"))).status).toBe(400);
    expect((await as(people.admin, request().get("/api/tasks/review-queue?limit=1000"))).status).toBe(400);
    expect((await as(people.admin, request().get("/api/tasks/review-queue?limit=-1"))).status).toBe(400);
    expect((await as(people.student, request().get("/api/tasks/review-queue"))).status).toBe(403);
    expect((await request().get("/api/tasks/review-count")).status).toBe(401);
  });
});

describe("What the attack on the review loop found", () => {
  it("When photos are each within the limit but too large together, then 413 before any is decoded; a large one is shrunk", async () => {
    const task = await newTask();
    const big = await hugePngBytes(30);
    const together = await sendProof(people.student, task._id, { photos: [big, big] });
    expect(together.status).toBe(413);
    expect(together.body.message).toMatch(/too large together/);
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    expect((await sendProof(people.student, task._id, { photos: [wide] })).status).toBe(200);
    const stored = await deps.files.get(fileKeyOf((await taskOf(task._id)).proofUrl));
    expect((await sharp(stored?.bytes).metadata()).width).toBe(PROOF_MAX_EDGE);
  });

  it("When a request carries several photos, then each counts against the upload limit; removals count too", async () => {
    // The same project and files as this file's app, with an upload limit of 3.
    const limited = createTestApp({
      db: deps.db,
      files: deps.files,
      config: { ...deps.config, rateLimits: { ...deps.config.rateLimits, upload: { limit: 3, windowSeconds: 600 } } },
    });
    const student = await provisionUser(limited.deps);
    const session = await signIn(limited.app, student.email);
    const { body } = await as(people.admin, request().post("/api/tasks/add")).send({
      name: "Photos",
      instructions: "x",
      deadline: "2026-12-01",
      category: "Other",
      assignedTo: student._id,
    });
    const photo = await pngBytes(8, 8);
    const upload = () =>
      as(session, supertest(limited.app).post(`/api/tasks/upload-proof/${body.task._id}`))
        .attach("proof", photo, "a.png")
        .attach("proof", photo, "b.png")
        .attach("proof", photo, "c.png");
    expect((await upload()).status).toBe(200);
    expect((await as(session, supertest(limited.app).post(`/api/tasks/remove-proof/${body.task._id}`))).status).toBe(
      429,
    );
  });

  it("When there is no proof to remove, then nothing is written", async () => {
    const task = await newTask();
    const before = (await deps.db.collection("tasks").doc(task._id).get()).updateTime;
    const removed = await as(people.student, request().post(`/api/tasks/remove-proof/${task._id}`));
    expect(removed.body.message).toBe("There was no proof to remove.");
    const after = (await deps.db.collection("tasks").doc(task._id).get()).updateTime;
    expect(before && after?.isEqual(before)).toBe(true);
  });

  it("When the inbox's cursor names an impossible time or a reserved id, then 400", async () => {
    for (const forged of ["999999999999.0.abc", "1.0.__name__"]) {
      const cursor = Buffer.from(forged).toString("base64url");
      expect((await as(people.admin, request().get(`/api/tasks/review-queue?cursor=${cursor}`))).status).toBe(400);
    }
  });

  it("When a student sends proof after proof, then the history keeps one event for them and the admin's reviews stay", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    await review(task._id, { decision: "redo", reason: "Read it again", proofUrl: seen });
    for (let round = 0; round < TASK_HISTORY_MAX + 2; round += 1) {
      await sendProof(people.student, task._id, { photos: [await pngBytes(10 + round, 10)] });
    }
    const history = (await taskOf(task._id)).history ?? [];
    expect(history.map((event) => event.type)).toEqual(["submitted", "sent_back", "resubmitted"]);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a student sent and took back a proof, then the task cannot move to another student", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    await as(people.student, request().post(`/api/tasks/remove-proof/${task._id}`));
    const other = await provisionUser(deps);
    const moved = await as(people.admin, request().patch(`/api/tasks/${task._id}`)).send({ assignedTo: other._id });
    expect(moved.status).toBe(409);
  });

  it("When a recording reaches a task that no longer takes one, then the saving step refuses it", async () => {
    const reading = await newTask({ category: "Reading" });
    const saving = deps.reviews.setProof(reading._id, people.studentUser, {
      keys: [`proofs/${people.studentUser._id}/x.webm`],
      sentOn: todayIn("UTC"),
    });
    await expect(saving).rejects.toMatchObject({ status: 400 });
  });

  it("When a reopened task is approved again with a comment, then the student hears the comment", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { photos: [await pngBytes()] });
    const seen = (await taskOf(task._id)).proofUrl;
    await review(task._id, { decision: "approve", proofUrl: seen });
    await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "pending" });
    await review(task._id, { decision: "approve", comment: "Second look: lovely.", proofUrl: seen });
    const told = (await notificationsAbout(task._id)).filter((n) => n.title === "Task verified");
    expect(told).toHaveLength(2);
    expect(told.some((n) => n.message.includes("Second look: lovely."))).toBe(true);
  });

  it("When a recording is asked for in part, then that part comes back (206); a part past its end is 416; it has no thumbnail", async () => {
    const task = await newTask();
    await sendProof(people.student, task._id, { recording: [audio("tone.wav"), "a.wav"] });
    const [recording] = (await taskOf(task._id)).proof ?? [];
    const part = await request()
      .get(recording?.url ?? "")
      .set("Cookie", people.student.cookie)
      .set("Range", "bytes=0-99");
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.headers["accept-ranges"]).toBe("bytes");
    expect(Number(part.headers["content-length"])).toBe(100);
    const past = await request()
      .get(recording?.url ?? "")
      .set("Cookie", people.student.cookie)
      .set("Range", "bytes=99999999-");
    expect(past.status).toBe(416);
    const thumb = await request().get(`${recording?.url}?size=thumb`).set("Cookie", people.admin.cookie);
    expect(thumb.status).toBe(404);
  });
});
