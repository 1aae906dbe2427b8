/**
 * What the third attack with the source in hand found: each of these failed before its fix.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { COLLECTIONS, MAX_TEMPLATES, PICTURE_MAX_EDGE } from "@common/constants";
import { UPLOADS_IN_FLIGHT } from "../../src/files/upload-leases";
import { createIsolatedTestApp, fileKeyOf, provisionUser, signIn, signInNew, withSession as as } from "./harness";
import { hugePngBytes } from "./images";

describe("Uploads that pile up", () => {
  // A database of its own: the proofs left waiting here would crowd the review inbox the journeys read.
  const { app, deps } = createIsolatedTestApp("uploads");
  const request = () => supertest(app);

  /** A student with `count` tasks, signed in. */
  async function studentWithTasks(count: number) {
    const admin = await signInNew(app, deps, "admin");
    const student = await provisionUser(deps);
    const tasks: Task[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await as(admin, request().post("/api/tasks/add")).send({
        name: `Task ${i}`,
        instructions: "Read.",
        deadline: "2026-12-01",
        category: "Reading",
        assignedTo: student._id,
      });
      tasks.push(response.body.task as Task);
    }
    return { session: await signIn(app, student.email), student, tasks };
  }

  /**
   * Sends a photo to the task; resolves with the answer and notes the order answers came in. The photo is one
   * that takes a while to decode (40 megapixels), so that uploads sent together are in flight together.
   */
  const arrivals: string[] = [];
  let photo = Buffer.alloc(0);
  beforeAll(async () => {
    photo = await hugePngBytes(40);
  });
  const upload = async (session: Awaited<ReturnType<typeof signIn>>, taskId: string, label: string) => {
    const response = await as(session, request().post(`/api/tasks/upload-proof/${taskId}`)).attach(
      "proof",
      photo,
      "photo.png",
    );
    arrivals.push(`${label}:${response.status}`);
    return response;
  };

  it("When 30 uploads to one task come at once, then one is taken, the others are 409 before it ends, and one proof is kept", async () => {
    const { session, student, tasks } = await studentWithTasks(1);
    const task = tasks[0] as Task;
    arrivals.length = 0;
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => upload(session, task._id, `u${i}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const refused = responses.find((response) => response.status === 409);
    expect(refused?.body).toEqual({ success: false, message: expect.stringMatching(/already being sent/) });
    // Every refusal was answered before the upload that was taken had finished.
    expect(arrivals.at(-1)).toMatch(/:200$/);
    // One proof, and no file that no task points to.
    const final = await deps.tasks.findById(task._id);
    expect(final?.proofUrl).toBeDefined();
    const stored = (await deps.files.list(`proofs/${student._id}/`)).filter((key) => !key.includes(".thumb"));
    expect(stored).toEqual([fileKeyOf(final?.proofUrl)]);
    // Once it has ended, the next upload to the task goes through.
    expect((await upload(session, task._id, "after")).status).toBe(200);
  }, 120_000);

  it("When a student sends more uploads at once than they may have in flight, then the rest are 429 with Retry-After", async () => {
    const { session, tasks } = await studentWithTasks(UPLOADS_IN_FLIGHT + 3);
    arrivals.length = 0;
    const responses = await Promise.all(tasks.map((task, i) => upload(session, task._id, `t${i}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UPLOADS_IN_FLIGHT);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(response.body.message).toMatch(/uploads on their way/);
    }
    // The refused ones changed nothing, and can be sent again.
    for (const [i, response] of responses.entries()) {
      if (response.status !== 429) continue;
      const task = tasks[i] as Task;
      expect((await deps.tasks.findById(task._id))?.proofUrl).toBeUndefined();
      expect((await upload(session, task._id, "again")).status).toBe(200);
    }
  }, 120_000);
});

describe("Profile pictures", () => {
  const { app, deps } = createIsolatedTestApp("pictures");

  it("When a large picture with a location is uploaded, then it is kept at most 1024 px, without metadata, with a small size to serve", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const photo = await sharp({ create: { width: 7000, height: 5000, channels: 3, background: "#3a7" } })
      .withExif({ IFD0: { Copyright: "Someone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } })
      .jpeg()
      .toBuffer();
    const response = await as(session, supertest(app).post("/api/users/upload-picture")).attach(
      "picture",
      photo,
      "photo.jpg",
    );
    expect(response.status).toBe(200);
    const stored = await deps.files.get(fileKeyOf(response.body.user.picture));
    const metadata = await sharp(stored?.bytes).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(PICTURE_MAX_EDGE);
    expect(metadata.exif).toBeUndefined();
    const small = await as(session, supertest(app).get(`${response.body.user.picture}?size=thumb`));
    expect(small.status).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(Math.max(...Object.values(await imageSize(small.body as Buffer)))).toBeLessThanOrEqual(400);
  }, 60_000);

  it("When a 6000×6000 PNG is uploaded as a new user's picture, then it is kept at 1024 px", async () => {
    const admin = await signInNew(app, deps, "admin");
    const response = await as(admin, supertest(app).post("/api/users/add-with-picture"))
      .field("email", `big-${Date.now()}@example.test`)
      .field("name", "Big Picture")
      .field("role", "student")
      .attach("picture", await hugePngBytes(36), "big.png");
    expect(response.status).toBe(201);
    const stored = await deps.files.get(fileKeyOf(response.body.user.picture));
    expect(Object.values(await imageSize(stored?.bytes as Buffer))).toEqual([PICTURE_MAX_EDGE, PICTURE_MAX_EDGE]);
  }, 60_000);
});

const imageSize = async (bytes: Buffer) => {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { width, height };
};

describe("The template library's cap", () => {
  it("When 30 templates are saved at once with 195 kept, then exactly 200 are kept and the rest are 409", async () => {
    const { app, deps } = createIsolatedTestApp("templates");
    const admin = await provisionUser(deps, "admin");
    const session = await signIn(app, admin.email);
    for (let i = 0; i < MAX_TEMPLATES - 5; i += 1) {
      await deps.templates.create({ name: `Template ${i}`, instructions: "x", category: "Other" }, admin._id);
    }
    const save = (name: string) =>
      as(session, supertest(app).post("/api/templates")).send({ name, instructions: "x", category: "Other" });
    const first = await Promise.all(Array.from({ length: 30 }, (_, i) => save(`At once ${i}`)));
    // A transaction that lost to the others too often is a 503 to try again: nothing of it was written.
    const statuses: number[] = [];
    for (const [i, response] of first.entries()) {
      let status = response.status;
      while (status === 503) status = (await save(`At once ${i}`)).status;
      statuses.push(status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect((await deps.db.collection(COLLECTIONS.templates).count().get()).data().count).toBe(MAX_TEMPLATES);

    // Deleting one makes room for exactly one more.
    const [oldest] = await deps.templates.list();
    await as(session, supertest(app).delete(`/api/templates/${oldest?._id}`)).expect(200);
    expect((await save("Again 1")).status).toBe(201);
    expect((await save("Again 2")).status).toBe(409);
    expect((await deps.db.collection(COLLECTIONS.templates).count().get()).data().count).toBe(MAX_TEMPLATES);
  }, 120_000);
});

/**
 * Bodies and addresses the Functions runtime refuses before the app runs: its own Express app parses the body
 * and matches the path, and hands its errors to Express's default handler, never to the app (the runtime has
 * no hook for it). The function runs with NODE_ENV=production (functions/.env), so that handler's page names
 * the status only: no stack, no server paths. Through the Hosting emulator, as a client would meet it.
 */
describe.runIf(process.env.HOSTING_URL)("Errors the runtime raises before the app", () => {
  const send = (path: string, init: RequestInit = {}) => fetch(`${process.env.HOSTING_URL}${path}`, init);
  const json = (body: string, contentType = "application/json") => ({
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });

  const expectNoInternals = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(body).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|\/home\/|\/srv\/|SyntaxError|Error:/);
    expect(body.length).toBeLessThan(400);
  };

  it("When a JSON body is malformed, then 400 without a stack or a server path", async () => {
    await expectNoInternals(await send("/api/auth/google", json("{bad")), 400);
  });

  it("When a JSON body declares a charset the runtime cannot read as JSON, then 400 without a stack", async () => {
    await expectNoInternals(await send("/api/auth/google", json("{}", "application/json; charset=utf-16")), 400);
  });

  it("When a body is larger than the runtime reads, then 413 without a stack", async () => {
    await expectNoInternals(await send("/api/auth/google", json(`"${"x".repeat(40 * 1024 * 1024)}"`)), 413);
  }, 60_000);

  it("When the address holds a broken percent-escape, then the runtime answers 400 without a stack", async () => {
    // Straight to the function's runtime: offline, the Hosting emulator refuses such a path itself first (500,
    // "Unexpected error occurred.", no stack either).
    const { host, port } = (
      JSON.parse(readFileSync(new URL("../../../firebase.json", import.meta.url), "utf8")) as {
        emulators: { functions: { host: string; port: number } };
      }
    ).emulators.functions;
    const functions = `http://${host}:${port}/${process.env.GCLOUD_PROJECT}/us-central1/api`;
    await expectNoInternals(await fetch(`${functions}/api/users/%ED%A0%80/tasks`), 400);
    const throughHosting = await send("/api/users/%ED%A0%80/tasks");
    expect(throughHosting.ok).toBe(false);
    expect(await throughHosting.text()).not.toMatch(/\bat \S+ \(|node_modules|Error:/);
  });
});
