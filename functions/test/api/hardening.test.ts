/**
 * What an attacker with the source in hand tried: each of these failed before its fix.
 */
import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Notification, Task } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { MESSAGES } from "@common/validation";
import { IMAGE_LIMITS } from "../../src/files/images";
import { thumbnailKeyOf } from "../../src/files/media-store";
import {
  createTestApp,
  fileKeyOf,
  type Session,
  signedInAdminAndStudent,
  signInNew,
  withSession as as,
} from "./harness";
import { animatedGifBytes, hugePngBytes, pngBytes } from "./images";

const { app, deps } = createTestApp();
const request = () => supertest(app);

const people = signedInAdminAndStudent(app, deps);

const taskInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Listen",
  instructions: "Listen to the podcast.",
  deadline: "2026-12-01",
  category: "Listening",
  assignedTo: people.studentUser._id,
  ...overrides,
});

async function newTask(): Promise<Task> {
  const response = await as(people.admin, request().post("/api/tasks/add")).send(taskInput());
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

const uploadProof = async (task: Task, bytes: Buffer) =>
  as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach("proof", bytes, "proof.png");

const notificationsOf = async (session: Session) =>
  (await request().get("/api/notifications/get").set("Cookie", session.cookie)).body.notifications as Notification[];

/** A multipart body whose file part never reaches its closing boundary. */
function cutOffMultipart(field: string): { type: string; body: Buffer } {
  const boundary = "----cut-off-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), Buffer.alloc(2048, 7)]),
  };
}

describe("Cut-off multipart uploads", () => {
  it("When a file part never ends, then every multipart route answers 400 and the server keeps serving", async () => {
    const task = await newTask();
    const before = await deps.files.list();
    const routes: [string, Session, string][] = [
      [`/api/tasks/upload-proof/${task._id}`, people.student, "proof"],
      ["/api/users/upload-picture", people.student, "picture"],
      ["/api/users/add-with-picture", people.admin, "picture"],
      [`/api/tasks/${task._id}/review-with-voice`, people.admin, "voice"],
    ];
    for (const [route, session, field] of routes) {
      const { type, body } = cutOffMultipart(field);
      const response = await as(session, request().post(route)).set("Content-Type", type).send(body);
      expect(response.status, route).toBe(400);
      expect(response.body.message).toMatch(/cut off/);
    }
    expect((await request().get("/api/users/is-auth").set("Cookie", people.student.cookie)).status).toBe(200);
    expect(await deps.files.list()).toEqual(before);
  });
});

describe("Images that cost too much to decode", () => {
  it("When an animation has more frames than allowed, then 413 with a clear message, at once", async () => {
    const task = await newTask();
    // Refused from the header, before a frame is decoded: only that check words it this way.
    const response = await uploadProof(task, await animatedGifBytes(500));
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too many frames/);
    expect((await deps.tasks.findById(task._id))?.proofUrl).toBeUndefined();
  });

  it("When a small animation within the limits comes, then it is kept animated", async () => {
    const task = await newTask();
    expect((await uploadProof(task, await animatedGifBytes(IMAGE_LIMITS.frames))).status).toBe(200);
  });

  it("When a tiny file decodes to more pixels than allowed, then 413 and nothing is stored", async () => {
    const task = await newTask();
    const before = await deps.files.list(`proofs/${people.studentUser._id}/`);
    const bomb = await hugePngBytes(IMAGE_LIMITS.pixels / 1_000_000 + 10);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await uploadProof(task, bomb);
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/megapixels/);
    expect(await deps.files.list(`proofs/${people.studentUser._id}/`)).toEqual(before);
  });
});

describe("Bodies the Functions runtime has already parsed", () => {
  // The runtime parses bodies up to 32 MB and keeps the bytes in req.rawBody before the app runs.
  const runtime = express();
  runtime.use(
    express.json({
      limit: "32mb",
      verify: (req, _res, buffer) => {
        (req as express.Request).rawBody = buffer;
      },
    }),
  );
  runtime.use(app);

  it("When a JSON body is larger than the API takes, then 413 before any route looks at it", async () => {
    const response = await supertest(runtime)
      .post("/api/auth/google")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ credential: "x".repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("The request body is too large.");
  });

  it("When a JSON body is within the limit, then the route answers as usual", async () => {
    const response = await supertest(runtime).post("/api/auth/google").send({ credential: "" });
    expect(response.status).toBe(400);
  });
});

describe("Text that cannot be stored", () => {
  it("When a profile, task or social link holds a lone surrogate, then 400 and nothing changes", async () => {
    const profile = await as(people.student, request().patch("/api/users/update")).send({ name: "Ana \uD800" });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toContain(MESSAGES.textMalformed);
    const link = await as(people.student, request().patch("/api/users/update")).send({
      name: "Ana",
      socialLinks: [{ label: "Facebook", url: "https://facebook.com/\uDC00" }],
    });
    expect(link.status).toBe(400);
    const task = await as(people.admin, request().post("/api/tasks/add")).send(taskInput({ name: "Read \uDBFF" }));
    expect(task.status).toBe(400);
    expect((await deps.users.findById(people.studentUser._id))?.name).toBe(people.studentUser.name);
  });
});

describe("The assignee is an id, not a path", () => {
  it("When assignedTo is a path or padded with slashes, then 400 and no task or notification exists", async () => {
    const before = (await notificationsOf(people.student)).length;
    for (const assignedTo of ["a/b", ` /${people.studentUser._id}/ `, `${people.studentUser._id}/x`, "__x__"]) {
      const response = await as(people.admin, request().post("/api/tasks/add")).send(taskInput({ assignedTo }));
      expect(response.status, assignedTo).toBe(400);
    }
    expect((await notificationsOf(people.student)).length).toBe(before);
  });

  it("When assignedTo has spaces around a real id, then the task is stored for the looked-up user", async () => {
    const response = await as(people.admin, request().post("/api/tasks/add")).send(
      taskInput({ assignedTo: `  ${people.studentUser._id} ` }),
    );
    expect(response.status).toBe(201);
    const stored = await deps.db.collection(COLLECTIONS.tasks).doc(response.body.task._id).get();
    expect(stored.get("assignedTo")).toBe(people.studentUser._id);
  });
});

describe("Names and links that pretend", () => {
  it("When a name holds a bidi override or NUL, then 400", async () => {
    for (const name of ["Ana\u202Egnp.exe", "Ana\u0000"]) {
      const response = await as(people.student, request().patch("/api/users/update")).send({ name });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(MESSAGES.textControlCharacters);
      const task = await as(people.admin, request().post("/api/tasks/add")).send(taskInput({ name }));
      expect(task.status).toBe(400);
    }
  });

  it("When a social link hides another host behind user info, then 400; a loose link is stored normalised", async () => {
    const spoof = await as(people.student, request().patch("/api/users/update")).send({
      name: "Ana",
      socialLinks: [{ label: "Facebook", url: "https://facebook.com@evil.example/" }],
    });
    expect(spoof.status).toBe(400);
    expect(spoof.body.message).toContain(MESSAGES.socialUrlWithCredentials);
    const loose = await as(people.student, request().patch("/api/users/update")).send({
      name: "Ana",
      socialLinks: [{ label: "Instagram", url: "HTTPS://Instagram.COM/ana" }],
    });
    expect(loose.status).toBe(200);
    expect(loose.body.user.socialLinks).toEqual([{ label: "Instagram", url: "https://instagram.com/ana" }]);
  });
});

describe("The Origin check", () => {
  it("When a foreign Origin claims the app's host through X-Forwarded-Host, then 403 and nothing changes", async () => {
    const response = await as(people.student, request().patch("/api/users/update"))
      .set("Origin", "https://evil.example")
      .set("X-Forwarded-Host", "evil.example")
      .send({ name: "Hacked" });
    expect(response.status).toBe(403);
    expect((await deps.users.findById(people.studentUser._id))?.name).not.toBe("Hacked");
  });

  it("When the Origin is one of the configured hosts, then the change goes through", async () => {
    const [host] = deps.config.allowedHosts;
    const response = await as(people.student, request().patch("/api/users/update"))
      .set("Origin", `http://${host}`)
      .send({ name: "Ana Allowed" });
    expect(response.status).toBe(200);
  });
});

describe("Completing what the admin saw", () => {
  it("When the student replaced the proof after the admin looked, then completing it is 409 and it stays pending", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes(30, 30));
    const seen = (await deps.tasks.findById(task._id))?.proofUrl;
    await uploadProof(task, await pngBytes(40, 40));
    const stale = await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({
      status: "completed",
      proofUrl: seen,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed the proof/);
    expect((await deps.tasks.findById(task._id))?.status).toBe("pending");

    const current = (await deps.tasks.findById(task._id))?.proofUrl;
    const fresh = await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({
      status: "completed",
      proofUrl: current,
    });
    expect(fresh.status).toBe(200);
  });

  it("When the admin saw no proof but one arrived meanwhile, then 409", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes());
    const response = await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({
      status: "completed",
      proofUrl: null,
    });
    expect(response.status).toBe(409);
  });
});

describe("Completion notifications", () => {
  it("When a task is reopened and completed again with the same proof, then the student is notified once", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes());
    const verified = async () =>
      (await notificationsOf(people.student)).filter(
        (n) => n.relatedTask?._id === task._id && n.title === "Task verified",
      );
    for (const status of ["completed", "pending", "completed", "pending", "completed"]) {
      expect((await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status })).status).toBe(
        200,
      );
    }
    expect(await verified()).toHaveLength(1);

    // A new proof after a reopen is a new completion.
    await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "pending" });
    await uploadProof(task, await pngBytes(20, 20));
    await as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" });
    expect(await verified()).toHaveLength(2);
  });
});

describe("Thumbnails and caching", () => {
  it("When a proof is uploaded, then its thumbnail is stored once and served from the store", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes(800, 600));
    const url = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const stored = await deps.files.get(thumbnailKeyOf(fileKeyOf(url)));
    expect(stored?.contentType).toBe("image/webp");
    const served = await request().get(`${url}?size=thumb`).set("Cookie", people.admin.cookie);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, stored?.bytes ?? Buffer.alloc(0))).toBe(0);
    // The thumbnail is not a file of its own on the API.
    const direct = await request()
      .get(`/api/files/${thumbnailKeyOf(fileKeyOf(url))}`)
      .set("Cookie", people.admin.cookie);
    expect(direct.status).toBe(404);
  });

  it("When a proof is replaced, then its thumbnail goes with it", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes());
    const first = fileKeyOf((await deps.tasks.findById(task._id))?.proofUrl);
    await uploadProof(task, await pngBytes(10, 10));
    expect(await deps.files.get(thumbnailKeyOf(first))).toBeNull();
    expect(await deps.files.get(first)).toBeNull();
  });

  it("When an image is served, then the browser must ask again before each use, and a kept copy costs a 304", async () => {
    const task = await newTask();
    await uploadProof(task, await pngBytes());
    const url = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const first = await request().get(url).set("Cookie", people.student.cookie);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request().get(url).set("Cookie", people.student.cookie).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    // Without access, a kept copy is not confirmed.
    const stranger = await signInNew(app, deps);
    const refused = await request().get(url).set("Cookie", stranger.cookie).set("If-None-Match", etag);
    expect(refused.status).toBe(404);
    const signedOut = await request().get(url).set("If-None-Match", etag);
    expect(signedOut.status).toBe(401);
  });

  it("When a user logs out, then the browser is told to clear its cache", async () => {
    const session = await signInNew(app, deps);
    const response = await as(session, request().get("/api/users/logout"));
    expect(response.status).toBe(200);
    expect(response.headers["clear-site-data"]).toBe('"cache"');
  });
});

describe("Paths that cannot be decoded", () => {
  it("When a path segment is percent-encoded half of a character, then 400, not a fault", async () => {
    for (const path of ["/api/users/%ED%A0%80/tasks", "/api/files/proofs/%ED%A0%80/x.png"]) {
      const response = await request().get(path).set("Cookie", people.admin.cookie);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toMatch(/invalid character encoding/);
    }
  });
});
