/**
 * An admin's voice comment with a review: sent as multipart with the review's fields, kept on the review's event
 * under the student, served to them and admins only, and gone with its event, its task or its student.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Notification, Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { MAX_VOICE_COMMENT_BYTES, TASK_HISTORY_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { taskState } from "@common/task-state";
import { todayIn } from "../../src/lib/time-zones";
import {
  createIsolatedTestApp,
  fileKeyOf,
  provisionUser,
  type Session,
  signedInAdminAndStudent,
  signIn,
  signInNew,
  withSession as as,
} from "./harness";
import { HTML_BYTES, pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("voice");
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);

const audio = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/audio", name));

/** A Speaking task of `studentId` (the journey's student unless said) with a photo sent as its proof. */
async function taskWithProof(student: { session: Session; id: string } | null = null): Promise<Task> {
  const owner = student ?? { session: people.student, id: people.studentUser._id };
  const created = await as(people.admin, request().post("/api/tasks/add")).send({
    name: "Say your name and where you live",
    instructions: "Record it in English.",
    deadline: addDays(todayIn("UTC"), 2),
    category: "Speaking",
    assignedTo: owner.id,
  });
  expect(created.status).toBe(201);
  const task = created.body.task as Task;
  const sent = await as(owner.session, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
    "proof",
    await pngBytes(),
    "me.png",
  );
  expect(sent.status).toBe(200);
  return tasksOf(owner.session, task._id);
}

async function tasksOf(session: Session, id: string): Promise<Task> {
  const task = ((await request().get("/api/tasks/get").set("Cookie", session.cookie)).body.tasks as Task[]).find(
    (each) => each._id === id,
  );
  if (!task) throw new Error(`task ${id} is not the student's`);
  return task;
}

const taskOf = (id: string) => tasksOf(people.student, id);

/** A review with a voice comment: the fields as the dialog sends them, and the recording in "voice". */
function reviewWithVoice(
  taskId: string,
  fields: Record<string, string>,
  files: [string, Buffer, string][] = [["voice", audio("tone.webm"), "recording.webm"]],
  session: Session = people.admin,
) {
  let call = as(session, request().post(`/api/tasks/${taskId}/review-with-voice`));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [field, bytes, name] of files) call = call.attach(field, bytes, name);
  return call;
}

/** What the student's bell says of the task's reviews (approvals and send-backs), oldest first. */
const reviewNotices = async (session: Session, taskId: string) =>
  ((await request().get("/api/notifications/get").set("Cookie", session.cookie)).body.notifications as Notification[])
    .filter((notification) => notification.relatedTask?._id === taskId)
    .filter((notification) => notification.text?.key === "verified" || notification.text?.key === "sentBack")
    .map((notification) => notification.message)
    .reverse();

describe("A voice comment with a review", () => {
  it("When an admin approves a Speaking proof with a voice comment, then the student hears it with the feedback and in the history, and only they and admins may play it", async () => {
    const task = await taskWithProof();
    const response = await reviewWithVoice(task._id, {
      decision: "approve",
      comment: "Lovely vowels.",
      proofUrl: task.proofUrl ?? "",
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Task approved");
    const after = await taskOf(task._id);
    expect(taskState(after)).toBe("verified");
    expect(after.feedback).toBe("Lovely vowels.");
    expect(after.voiceComment).toMatch(new RegExp(`^/api/files/voice/${people.studentUser._id}/[0-9a-f-]+\\.webm$`));
    expect(after.history?.at(-1)).toMatchObject({
      type: "approved",
      comment: "Lovely vowels.",
      voiceComment: after.voiceComment,
    });
    // The bytes as sent, under a name the server chose, with the type the bytes say.
    const stored = await deps.files.get(fileKeyOf(after.voiceComment));
    expect(stored?.contentType).toBe("audio/webm");
    expect(stored?.bytes.equals(audio("tone.webm"))).toBe(true);

    const played = await request()
      .get(after.voiceComment ?? "")
      .set("Cookie", people.student.cookie);
    expect(played.status).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/webm");
    expect(played.headers["x-content-type-options"]).toBe("nosniff");
    expect(played.headers["cache-control"]).toBe("private, no-cache");
    const part = await request()
      .get(after.voiceComment ?? "")
      .set("Cookie", people.student.cookie)
      .set("Range", "bytes=0-99");
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${audio("tone.webm").length}`);
    expect(Number(part.headers["content-length"])).toBe(100);
    expect(
      (
        await request()
          .get(after.voiceComment ?? "")
          .set("Cookie", people.admin.cookie)
      ).status,
    ).toBe(200);
    const other = await signInNew(app, deps);
    expect(
      (
        await request()
          .get(after.voiceComment ?? "")
          .set("Cookie", other.cookie)
      ).status,
    ).toBe(404);
    expect((await request().get(after.voiceComment ?? "")).status).toBe(401);

    // The bell says it once, with the feedback; an approval without a voice keeps the words it always had.
    expect(await reviewNotices(people.student, task._id)).toEqual([
      'Your proof for "Say your name and where you live" was verified with a voice comment: the task is completed. Feedback: Lovely vowels.',
    ]);
    const plain = await taskWithProof();
    await as(people.admin, request().post(`/api/tasks/${plain._id}/review`)).send({
      decision: "approve",
      proofUrl: plain.proofUrl,
    });
    expect(await reviewNotices(people.student, plain._id)).toEqual([
      'Your proof for "Say your name and where you live" was verified: the task is completed.',
    ]);
    expect((await taskOf(plain._id)).voiceComment).toBeUndefined();
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When an admin sends a proof back with a reason and a voice comment, then the student hears it with the reason until a new proof comes, and the history keeps it", async () => {
    const task = await taskWithProof();
    const response = await reviewWithVoice(
      task._id,
      { decision: "redo", reason: "Say it more slowly.", proofUrl: task.proofUrl ?? "" },
      [["voice", audio("tone.ogg"), "slowly.ogg"]],
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Sent back to redo");
    const after = await taskOf(task._id);
    expect(taskState(after)).toBe("needs_redo");
    expect(after.redoReason).toBe("Say it more slowly.");
    expect(after.voiceComment).toMatch(/\.ogg$/);
    expect(after.history?.at(-1)).toMatchObject({ type: "sent_back", voiceComment: after.voiceComment });
    expect((await deps.files.get(fileKeyOf(after.voiceComment)))?.contentType).toBe("audio/ogg");
    expect(await reviewNotices(people.student, task._id)).toEqual([
      'Your proof for "Say your name and where you live" was sent back with a voice comment: Say it more slowly.',
    ]);

    await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(30, 30),
      "again.png",
    );
    const again = await taskOf(task._id);
    expect(again.voiceComment).toBeUndefined();
    expect(again.history?.find((event) => event.type === "sent_back")?.voiceComment).toBe(after.voiceComment);
    expect(
      (
        await request()
          .get(after.voiceComment ?? "")
          .set("Cookie", people.student.cookie)
      ).status,
    ).toBe(200);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});

describe("What a voice comment is refused for", () => {
  /** The task, the student's bell and the stored files, to compare before and after a refusal. */
  const snapshot = async (taskId: string) => ({
    task: await taskOf(taskId),
    bell: await reviewNotices(people.student, taskId),
    files: await deps.files.list(),
  });

  it("When the recording is too large, not audio, empty, two files, in another field or missing, then refused and nothing is stored or changed", async () => {
    const task = await taskWithProof();
    const fields = { decision: "approve", proofUrl: task.proofUrl ?? "" };
    const before = await snapshot(task._id);
    // Over two minutes' worth of bytes: the server cannot hear the length, so the bytes bound it.
    const overTwoMinutes = Buffer.concat([audio("tone.wav"), Buffer.alloc(MAX_VOICE_COMMENT_BYTES)]);
    const tooLarge = await reviewWithVoice(task._id, fields, [["voice", overTwoMinutes, "long.wav"]]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(MESSAGES.voiceCommentTooLarge);
    const declared = await as(people.admin, request().post(`/api/tasks/${task._id}/review-with-voice`))
      .set("Content-Type", "multipart/form-data; boundary=zz")
      .set("Content-Length", String(MAX_VOICE_COMMENT_BYTES * 4))
      .send("--zz--");
    expect(declared.status).toBe(413);
    const page = await reviewWithVoice(task._id, fields, [["voice", HTML_BYTES, "comment.webm"]]);
    expect(page.status).toBe(415);
    expect(page.body.message).toBe(MESSAGES.audioNotRecognised);
    const photo = await reviewWithVoice(task._id, fields, [["voice", await pngBytes(), "comment.webm"]]);
    expect(photo.status).toBe(415);
    const empty = await reviewWithVoice(task._id, fields, [["voice", Buffer.alloc(0), "empty.webm"]]);
    expect(empty.status).toBe(400);
    const two = await reviewWithVoice(task._id, fields, [
      ["voice", audio("tone.webm"), "a.webm"],
      ["voice", audio("tone.ogg"), "b.ogg"],
    ]);
    expect(two.status).toBe(400);
    const otherField = await reviewWithVoice(task._id, fields, [["audio", audio("tone.webm"), "a.webm"]]);
    expect(otherField.status).toBe(400);
    expect((await reviewWithVoice(task._id, fields, [])).status).toBe(400);
    const json = await as(people.admin, request().post(`/api/tasks/${task._id}/review-with-voice`)).send(fields);
    expect(json.status).toBe(415);
    expect(await snapshot(task._id)).toEqual(before);
    expect(taskState(await taskOf(task._id))).toBe("awaiting_review");
  });

  it("When the review itself is one the JSON route refuses, then the voice route refuses it too, before anything is stored", async () => {
    const task = await taskWithProof();
    const seen = task.proofUrl ?? "";
    const before = await snapshot(task._id);
    const noReason = await reviewWithVoice(task._id, { decision: "redo", proofUrl: seen });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain(MESSAGES.redoReasonRequired);
    expect(
      (await reviewWithVoice(task._id, { decision: "redo", reason: "x".repeat(1001), proofUrl: seen })).status,
    ).toBe(400);
    expect((await reviewWithVoice(task._id, { decision: "maybe", proofUrl: seen })).status).toBe(400);
    expect((await reviewWithVoice(task._id, { decision: "approve" })).status).toBe(400);
    expect((await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen, status: "x" })).status).toBe(400);
    expect((await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen, reason: "x" })).status).toBe(400);
    expect((await reviewWithVoice("no-such-task", { decision: "approve", proofUrl: seen })).status).toBe(404);
    expect((await reviewWithVoice("__proto__", { decision: "approve", proofUrl: seen })).status).toBe(400);
    // Another proof than the one the admin saw.
    const stale = await reviewWithVoice(task._id, { decision: "approve", proofUrl: "/api/files/proofs/x/old.png" });
    expect(stale.status).toBe(409);
    const student = await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen }, undefined, people.student);
    expect(student.status).toBe(403);
    const noCsrf = await request()
      .post(`/api/tasks/${task._id}/review-with-voice`)
      .set("Cookie", people.admin.cookie)
      .field("decision", "approve")
      .field("proofUrl", seen)
      .attach("voice", audio("tone.webm"), "a.webm");
    expect(noCsrf.status).toBe(403);
    const otherToken = await request()
      .post(`/api/tasks/${task._id}/review-with-voice`)
      .set("Cookie", people.admin.cookie)
      .set("X-XSRF-TOKEN", people.student.xsrf)
      .field("decision", "approve")
      .field("proofUrl", seen)
      .attach("voice", audio("tone.webm"), "a.webm");
    expect(otherToken.status).toBe(403);
    expect(await snapshot(task._id)).toEqual(before);

    // Once approved, a second approval or a send-back with a voice is 409, and stores nothing.
    expect((await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen })).status).toBe(200);
    const approved = await snapshot(task._id);
    expect((await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen })).status).toBe(409);
    expect((await reviewWithVoice(task._id, { decision: "redo", reason: "No", proofUrl: seen })).status).toBe(409);
    expect(await snapshot(task._id)).toEqual(approved);
  });

  it("When two voice reviews of one proof come at once, then one is kept and the other leaves no file", async () => {
    const task = await taskWithProof();
    const fields = { decision: "approve", proofUrl: task.proofUrl ?? "" };
    const answers = await Promise.all([reviewWithVoice(task._id, fields), reviewWithVoice(task._id, fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await taskOf(task._id);
    const voices = (await deps.files.list()).filter((key) => key.startsWith(`voice/${people.studentUser._id}/`));
    expect(voices).toContain(fileKeyOf(after.voiceComment));
    expect(await reviewNotices(people.student, task._id)).toHaveLength(1);
    expect(await checkInvariants(deps)).toEqual([]);
  });
});

describe("Where a voice comment goes", () => {
  it("When its event falls off the history, then its file is deleted", async () => {
    const task = await taskWithProof();
    const first = await reviewWithVoice(task._id, { decision: "redo", reason: "Again", proofUrl: task.proofUrl ?? "" });
    expect(first.status).toBe(200);
    const voiceKey = fileKeyOf((await taskOf(task._id)).voiceComment);
    expect(await deps.files.get(voiceKey)).not.toBeNull();
    // Each round adds two events (the proof sent again, sent back again): the voice's event is the second of all.
    for (let round = 0; round < TASK_HISTORY_MAX / 2; round += 1) {
      const sent = await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
        "proof",
        await pngBytes(20 + round, 20),
        "again.png",
      );
      expect(sent.status).toBe(200);
      const seen = (await taskOf(task._id)).proofUrl;
      const back = await as(people.admin, request().post(`/api/tasks/${task._id}/review`)).send({
        decision: "redo",
        reason: `Round ${round}`,
        proofUrl: seen,
      });
      expect(back.status).toBe(200);
      const kept = (await taskOf(task._id)).history ?? [];
      const stillThere = kept.some((event) => fileKeyOf(event.voiceComment) === voiceKey);
      expect((await deps.files.get(voiceKey)) !== null).toBe(stillThere);
    }
    expect((await taskOf(task._id)).history?.some((event) => event.voiceComment)).toBe(false);
    expect(await deps.files.get(voiceKey)).toBeNull();
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When the task is deleted, then its voice comment is deleted with it", async () => {
    const task = await taskWithProof();
    await reviewWithVoice(task._id, { decision: "approve", proofUrl: task.proofUrl ?? "" });
    const voiceKey = fileKeyOf((await taskOf(task._id)).voiceComment);
    expect(await deps.files.get(voiceKey)).not.toBeNull();
    expect((await as(people.admin, request().delete(`/api/tasks/${task._id}`))).status).toBe(200);
    expect(await deps.files.get(voiceKey)).toBeNull();
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When the student's account is deleted, then the voice comments on their tasks go too", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const approved = await taskWithProof({ session, id: user._id });
    await reviewWithVoice(approved._id, { decision: "approve", proofUrl: approved.proofUrl ?? "" });
    const sentBack = await taskWithProof({ session, id: user._id });
    await reviewWithVoice(sentBack._id, { decision: "redo", reason: "Again", proofUrl: sentBack.proofUrl ?? "" });
    const keys = (await deps.files.list()).filter((key) => key.startsWith(`voice/${user._id}/`));
    expect(keys).toHaveLength(2);
    const deleted = await as(people.admin, request().delete(`/api/users/${user._id}`)).send({
      confirmEmail: user.email,
    });
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await deps.files.get(key)).toBeNull();
    expect(await checkInvariants(deps)).toEqual([]);
  });
});

describe("What the attack on the voice route found", () => {
  it("When the body is forged (a field twice, too many fields, one too long, a bidi override, an SVG), then refused and nothing stored", async () => {
    const task = await taskWithProof();
    const seen = task.proofUrl ?? "";
    const before = await deps.files.list();
    const twice = as(people.admin, request().post(`/api/tasks/${task._id}/review-with-voice`))
      .field("decision", "approve")
      .field("decision", "redo")
      .field("proofUrl", seen)
      .attach("voice", audio("tone.webm"), "a.webm");
    expect((await twice).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, "x"]));
    expect((await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen, ...many })).status).toBe(400);
    const long = { decision: "approve", proofUrl: seen, comment: "x".repeat(20_000) };
    expect((await reviewWithVoice(task._id, long)).status).toBe(400);
    const bidi = await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen, comment: "ok\u202e" });
    expect(bidi.status).toBe(400);
    expect(bidi.body.message).toContain(MESSAGES.textControlCharacters);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const image = await reviewWithVoice(task._id, { decision: "approve", proofUrl: seen }, [["voice", svg, "a.svg"]]);
    expect(image.status).toBe(415);
    expect(await deps.files.list()).toEqual(before);
    expect(taskState(await taskOf(task._id))).toBe("awaiting_review");
  });

  it("When the review's write fails after the recording was stored (the student's record is gone), then 409 and the file is removed", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const task = await taskWithProof({ session, id: user._id });
    // What an account's deletion leaves for a moment while its tasks go: the record first.
    const record = deps.db.collection("users").doc(user._id);
    const kept = (await record.get()).data() ?? {};
    await record.delete();
    const response = await reviewWithVoice(task._id, { decision: "approve", proofUrl: task.proofUrl ?? "" });
    expect(response.status).toBe(409);
    expect((await deps.files.list()).filter((key) => key.startsWith(`voice/${user._id}/`))).toEqual([]);
    expect((await deps.tasks.findById(task._id))?.status).toBe("pending");
    await record.set(kept);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a voice review races the student's new proof or the task's deletion, then one wins and no file is left over", async () => {
    for (let round = 0; round < 3; round += 1) {
      const task = await taskWithProof();
      const fields = { decision: "redo", reason: "Again", proofUrl: task.proofUrl ?? "" };
      const [review, upload] = await Promise.all([
        reviewWithVoice(task._id, fields),
        as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
          "proof",
          await pngBytes(),
          "p.png",
        ),
      ]);
      expect([200, 409]).toContain(review.status);
      expect(upload.status).toBe(200);
      const deleted = await taskWithProof();
      const [racing, removed] = await Promise.all([
        reviewWithVoice(deleted._id, { decision: "approve", proofUrl: deleted.proofUrl ?? "" }),
        as(people.admin, request().delete(`/api/tasks/${deleted._id}`)),
      ]);
      expect([200, 404]).toContain(racing.status);
      expect(removed.status).toBe(200);
    }
    expect(await checkInvariants(deps)).toEqual([]);
  });
});
