import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { thumbnailKeyOf } from "../../src/files/media-store";
import { createTestApp, fileKeyOf, signedInAdminAndStudent, signIn, withSession as as } from "./harness";
import { pngBytes } from "./images";

const { app, deps } = createTestApp();
const request = () => supertest(app);

const people = signedInAdminAndStudent(app, deps);

async function newTask(): Promise<Task> {
  const response = await as(people.admin, request().post("/api/tasks/add")).send({
    name: "Race",
    instructions: "Run.",
    deadline: "2026-12-01",
    category: "Other",
    assignedTo: people.studentUser._id,
  });
  return response.body.task as Task;
}

/** A camera photo: turned sideways by its Orientation tag, with GPS position and other EXIF data. */
const cameraPhoto = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#c05621" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Camera owner", Model: "PhoneCam 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe("Uploaded photos", () => {
  it("When a JPEG with GPS tags goes in, then the served image has no metadata and is upright", async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const task = await newTask();
    const upload = await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      original,
      "gps.jpg",
    );
    expect(upload.status).toBe(200);
    const proofUrl = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const served = await request()
      .get(proofUrl)
      .set("Cookie", people.student.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    const after = await sharp(served.body as Buffer).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([40, 60]); // rotated as the camera meant
    expect((served.body as Buffer).includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("When the declared body is far over the limit, then 413 before the body is read, nothing stored", async () => {
    const task = await newTask();
    const response = await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`))
      .set("Content-Type", "multipart/form-data; boundary=x")
      .set("Content-Length", String(50 * 1024 * 1024))
      .send("--x\r\n");
    expect(response.status).toBe(413);
    expect((await deps.tasks.findById(task._id))?.proofUrl).toBeUndefined();
  });

  it("When a thumbnail is asked for, then a small WebP comes back, under 30 KB", async () => {
    const task = await newTask();
    const big = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach("proof", big, "big.jpg");
    const url = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const thumb = await request().get(`${url}?size=thumb`).set("Cookie", people.admin.cookie);
    expect(thumb.status).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(Number(thumb.headers["content-length"])).toBeLessThanOrEqual(30 * 1024);
    expect((await request().get(`${url}?size=huge`).set("Cookie", people.admin.cookie)).status).toBe(400);
  });
});

describe("Races", () => {
  it("When a proof upload races the completion, then the task is completed and file and record agree", async () => {
    const task = await newTask();
    const [upload, complete] = await Promise.all([
      as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
        "proof",
        await pngBytes(),
        "p.png",
      ),
      as(people.admin, request().patch(`/api/tasks/update/${task._id}`)).send({ status: "completed" }),
    ]);
    expect(complete.status).toBe(200);
    expect([200, 409]).toContain(upload.status);
    const final = await deps.tasks.findById(task._id);
    expect(final?.status).toBe("completed");
    const stored = await deps.files.list(`proofs/${people.studentUser._id}/`);
    if (upload.status === 200) {
      expect(final?.proofUrl).toBeDefined();
      expect(await deps.files.get(fileKeyOf(final?.proofUrl))).not.toBeNull();
    } else {
      expect(final?.proofUrl).toBeUndefined();
    }
    // Whatever won, no file (or thumbnail) is left that no task points to.
    const referenced = new Set(
      (await deps.tasks.listForUser(people.studentUser._id))
        .map((t) => fileKeyOf(t.proofUrl))
        .filter(Boolean)
        .flatMap((key) => [key, thumbnailKeyOf(key)]),
    );
    expect(stored.filter((key) => !referenced.has(key))).toEqual([]);
  });

  it("When a proof is replaced while it is being read, then every read gets a whole image, old or new", async () => {
    const task = await newTask();
    await as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(50, 50),
      "a.png",
    );
    const firstUrl = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const reads = Array.from({ length: 8 }, () => request().get(firstUrl).set("Cookie", people.student.cookie));
    const replace = as(people.student, request().post(`/api/tasks/upload-proof/${task._id}`)).attach(
      "proof",
      await pngBytes(70, 70),
      "b.png",
    );
    const [replaced, ...results] = await Promise.all([replace, ...reads]);
    expect(replaced.status).toBe(200);
    for (const result of results) {
      expect([200, 404]).toContain(result.status);
      if (result.status === 200) expect((await sharp(result.body as Buffer).metadata()).width).toBe(50);
    }
    const finalUrl = (await deps.tasks.findById(task._id))?.proofUrl ?? "";
    const latest = await request().get(finalUrl).set("Cookie", people.student.cookie);
    expect((await sharp(latest.body as Buffer).metadata()).width).toBe(70);
    expect(await deps.files.get(fileKeyOf(firstUrl))).toBeNull();
  });
});

describe("Faults", () => {
  it("When something inside fails, then 500 with a generic message and no internals in the body", async () => {
    const broken = createTestApp({
      files: {
        put: () => Promise.reject(new Error("disk on fire at /srv/secret/path")),
        get: () => Promise.reject(new Error("disk on fire")),
        delete: () => Promise.resolve(),
        list: () => Promise.resolve([]),
      },
    });
    const session = await signIn(broken.app, people.studentUser.email);
    const response = await as(session, supertest(broken.app).post("/api/users/upload-picture")).attach(
      "picture",
      await pngBytes(),
      "me.png",
    );
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
    expect(JSON.stringify(response.body)).not.toMatch(/disk on fire|secret|at \//);
    expect((await deps.users.findById(people.studentUser._id))?.picture).toBe(people.studentUser.picture);
  });
});

describe("Production safety", () => {
  it("When the built function loads in production with an emulator variable set, then it refuses to start", async () => {
    const functionsDir = path.resolve(import.meta.dirname, "../..");
    // The error's message only: uncaught, Node would first print the bundle's one long line that threw, and a
    // pipe may end before the message behind it.
    const script = "try { require('./lib/index.js') } catch (error) { console.error(error.message); process.exit(1) }";
    const load = promisify(execFile)(process.execPath, ["-e", script], {
      cwd: functionsDir,
      env: {
        PATH: process.env.PATH,
        K_SERVICE: "api",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        GCLOUD_PROJECT: "p",
      },
    });
    await expect(load).rejects.toMatchObject({
      stderr: expect.stringContaining("Refusing to start in production with emulator variables set"),
    });
  });
});
