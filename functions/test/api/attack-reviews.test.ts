/**
 * What the attack on the inbox's routes and the voice comments held (kept here so that it stays held): the group
 * narrowing in other shapes, a batch naming another task's proof, a voice comment asked for in pathological parts
 * or under forged keys, and a deactivated admin's session. A database of its own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { todayIn } from "../../src/lib/time-zones";
import { createIsolatedTestApp, provisionUser, signedInAdminAndStudent, signIn, withSession as as } from "./harness";
import { pngBytes } from "./images";

const { app, deps } = createIsolatedTestApp("attack-reviews");
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);
const recording = readFileSync(path.join(import.meta.dirname, "../fixtures/audio", "tone.webm"));

async function taskWithProof(): Promise<Task> {
  const created = await as(people.admin, request().post("/api/tasks/add")).send({
    name: "Say it",
    instructions: "Record it.",
    deadline: addDays(todayIn("UTC"), 2),
    category: "Speaking",
    assignedTo: people.studentUser._id,
  });
  const task = created.body.task as Task;
  const sent = await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
    "proof",
    await pngBytes(),
    "me.png",
  );
  expect(sent.status).toBe(200);
  return (await deps.tasks.findById(task._id)) as Task;
}

describe("The inbox's routes under attack", () => {
  it("When the group is sent as a list, in brackets, very long, as a path or empty, then 400 on the count and the queue", async () => {
    const shapes = [
      "group=a&group=b",
      "group[]=a",
      "group[x]=a",
      `group=${"a".repeat(5000)}`,
      "group=..%2F..",
      "group=",
    ];
    for (const shape of shapes) {
      for (const route of ["review-count", "review-queue"]) {
        const answer = await as(people.admin, request().get(`/api/tasks/${route}?${shape}`));
        expect(answer.status, `${route}?${shape.slice(0, 20)}`).toBe(400);
        expect(answer.body.success).toBe(false);
      }
    }
    const unknown = await as(people.admin, request().get("/api/tasks/review-count?group=nosuchgroup"));
    expect(unknown.status).toBe(404);
  });

  it("When a batch names a task with another task's proof, then that task is left waiting with why", async () => {
    const [a, b] = [await taskWithProof(), await taskWithProof()];
    const answer = await as(people.admin, request().post("/api/tasks/review-batch")).send({
      items: [{ taskId: a._id, proofUrl: b.proofUrl }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.approved).toBe(0);
    expect(answer.body.results).toEqual([
      { taskId: a._id, approved: false, reason: expect.stringContaining("changed the proof") },
    ]);
    expect((await deps.tasks.findById(a._id))?.status).toBe("pending");
  });

  it("When a voice comment is asked for in pathological parts or under forged keys, then 416, the whole file or 404", async () => {
    const task = await taskWithProof();
    const reviewed = await as(people.admin, request().post(`/api/tasks/${task._id}/review-with-voice`))
      .field("decision", "redo")
      .field("reason", "Again, slower.")
      .field("proofUrl", task.proofUrl ?? "")
      .attach("voice", recording, "voice.webm");
    expect(reviewed.status).toBe(200);
    const url = ((await as(people.student, request().get("/api/tasks/get"))).body.tasks as Task[]).find(
      (each) => each._id === task._id,
    )?.voiceComment;
    expect(url).toBeTruthy();
    const part = (range: string) =>
      request()
        .get(url ?? "")
        .set("Cookie", people.student.cookie)
        .set("Range", range);
    for (const range of ["bytes=-0", "bytes=999999999-", "bytes=5-2"]) {
      const answer = await part(range);
      expect(answer.status, range).toBe(416);
      expect(answer.headers["content-range"]).toBe(`bytes */${recording.length}`);
    }
    for (const range of ["bytes=0-0,5-9", "items=0-5"]) {
      const answer = await part(range);
      expect(answer.status, range).toBe(200);
      expect(Number(answer.headers["content-length"])).toBe(recording.length);
    }
    const other = await signIn(app, (await provisionUser(deps)).email);
    expect(
      (
        await request()
          .get(url ?? "")
          .set("Cookie", other.cookie)
      ).status,
    ).toBe(404);
    const owner = people.studentUser._id;
    for (const forged of [
      "/api/files/voice/..%2F..%2Fetc/passwd",
      `/api/files/voice/${owner}/..%2f..%2fproofs%2fx.webm`,
      `/api/files/voice/${owner}/x.thumb.webp`,
      `/api/files/voice/${owner}/%00.webm`,
    ]) {
      expect((await request().get(forged).set("Cookie", people.admin.cookie)).status, forged).toBe(404);
    }
  });

  it("When a deactivated admin's session calls the inbox or a batch, then 401 and nothing changes", async () => {
    const task = await taskWithProof();
    const admin = await provisionUser(deps, "admin");
    const session = await signIn(app, admin.email);
    await deps.users.setActive(admin._id, false, people.studentUser._id);
    expect((await as(session, request().get("/api/tasks/review-count"))).status).toBe(401);
    const batch = await as(session, request().post("/api/tasks/review-batch")).send({
      items: [{ taskId: task._id, proofUrl: task.proofUrl }],
    });
    expect(batch.status).toBe(401);
    expect((await deps.tasks.findById(task._id))?.status).toBe("pending");
  });
});
