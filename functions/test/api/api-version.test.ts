import { randomUUID } from "node:crypto";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { API_VERSION, API_VERSION_HEADER, STALE_APP_MESSAGE } from "@common/api-version";
import { COLLECTIONS } from "@common/constants";
import { createTestApp, signedInAdminAndStudent, withSession as as } from "./harness";

/** An open tab older than the API is refused before it can act on an API that changed under it. */
const { app, deps } = createTestApp();
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);

/** Names unique to this run, so that counting them counts only this run's tasks. */
const run = randomUUID().slice(0, 8);
const newTask = (name: string) => ({
  name: `${name} ${run}`,
  instructions: "Read it aloud.",
  deadline: "2026-11-30",
  category: "Reading",
  assignedTo: people.studentUser._id,
});

async function tasksNamed(name: string) {
  const found = await deps.db.collection(COLLECTIONS.tasks).where("name", "==", `${name} ${run}`).get();
  return found.size;
}

describe("The API's version handshake", () => {
  it("When the app is older than the API, then its call is refused with a message and nothing is written", async () => {
    const response = await as(people.admin, request().post("/api/tasks/add"))
      .set(API_VERSION_HEADER, String(API_VERSION - 1))
      .send(newTask("Stale tab's task"));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: STALE_APP_MESSAGE });
    expect(response.headers["x-api-version"]).toBe(String(API_VERSION));
    expect(await tasksNamed("Stale tab's task")).toBe(0);
    // Reads are refused too: the old code would misread a changed answer.
    const read = await as(people.student, request().get("/api/users/is-auth")).set(API_VERSION_HEADER, "0");
    expect(read.status).toBe(409);
  });

  it("When the app is of the API's version, newer, or sends no version, then it is served and told the version", async () => {
    for (const [label, version] of [
      ["same", String(API_VERSION)],
      ["newer", String(API_VERSION + 1)],
    ]) {
      const response = await as(people.admin, request().post("/api/tasks/add"))
        .set(API_VERSION_HEADER, version ?? "")
        .send(newTask(`Task of a ${label} app`));
      expect(response.status, label).toBe(201);
      expect(response.headers["x-api-version"]).toBe(String(API_VERSION));
    }
    const scripted = await as(people.admin, request().post("/api/tasks/add")).send(newTask("Task of a script"));
    expect(scripted.status).toBe(201);
    expect(await tasksNamed("Task of a same app")).toBe(1);
    expect(await tasksNamed("Task of a newer app")).toBe(1);
    expect(await tasksNamed("Task of a script")).toBe(1);
  });

  it("When the version is not a whole number, then the call is refused as bad and nothing is written", async () => {
    for (const version of ["abc", "-1", "1.5", "1e3", " ", "9".repeat(40)]) {
      const response = await as(people.admin, request().post("/api/tasks/add"))
        .set(API_VERSION_HEADER, version)
        .send(newTask("Task of a garbled app"));
      expect(response.status, JSON.stringify(version)).toBe(400);
      expect(response.body.message).toBe(`The ${API_VERSION_HEADER} header must be a whole number.`);
    }
    expect(await tasksNamed("Task of a garbled app")).toBe(0);
  });

  it("When a route does not exist, then the answer still names the API's version", async () => {
    const response = await request().get("/api/no-such-route");
    expect(response.status).toBe(404);
    expect(response.headers["x-api-version"]).toBe(String(API_VERSION));
  });
});
