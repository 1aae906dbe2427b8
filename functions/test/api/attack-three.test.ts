/**
 * What the third attack with the source in hand found (issue 33): each of these failed before its fix.
 */
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { COLLECTIONS, MAX_TEMPLATES } from "@common/constants";
import { createIsolatedTestApp, provisionUser, signIn, withSession as as } from "./harness";

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
  const json = (body: BodyInit, contentType = "application/json") => ({
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

  it("When a JSON body declares a charset the runtime cannot read, then 415 without a stack", async () => {
    await expectNoInternals(await send("/api/auth/google", json("{}", "application/json; charset=utf-16")), 415);
  });

  it("When a body is larger than the runtime reads, then 413 without a stack", async () => {
    await expectNoInternals(await send("/api/auth/google", json(`"${"x".repeat(40 * 1024 * 1024)}"`)), 413);
  }, 60_000);

  it("When the address holds a broken percent-escape, then 400 without a stack", async () => {
    await expectNoInternals(await send("/api/users/%ED%A0%80/tasks"), 400);
  });
});
