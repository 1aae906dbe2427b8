import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";
import { sessionIdOf } from "../../src/auth/session-tokens";
import { createTestApp, googleIdToken, provisionUser, signIn, uniqueEmail } from "./harness";

const { app, deps } = createTestApp();
const request = () => supertest(app);

describe("GET /api/users/is-auth", () => {
  it("When nobody is signed in, then it answers 401 JSON with a message", async () => {
    const response = await request().get("/api/users/is-auth");
    expect(response.status).toBe(401);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body).toEqual({ success: false, message: "You must be logged in." });
  });

  it("When the session cookie is garbage, then it answers 401", async () => {
    const response = await request().get("/api/users/is-auth").set("Cookie", "__session=not-a-session");
    expect(response.status).toBe(401);
  });

  it("When the session has expired, then it answers 401", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await deps.db
      .collection(COLLECTIONS.sessions)
      .doc(sessionIdOf(session.token))
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(401);
  });
});

describe("POST /api/auth/google", () => {
  let studentEmail: string;
  beforeAll(async () => {
    studentEmail = (await provisionUser(deps)).email;
  });

  it("When a provisioned user signs in, then a session cookie is set and is-auth returns the user", async () => {
    const credential = await googleIdToken(studentEmail);
    const response = await request().post("/api/auth/google").send({ credential });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, user: { email: studentEmail, role: "student" } });
    const cookies = response.headers["set-cookie"] as unknown as string[];
    const session = cookies.find((cookie) => cookie.startsWith("__session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(response.headers["cache-control"]).toMatch(/private/);

    const value = String(session).split(";")[0] ?? "";
    const me = await request().get("/api/users/is-auth").set("Cookie", value);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(studentEmail);
  });

  it("When the e-mail differs only in letter case, then it is the same account", async () => {
    const credential = await googleIdToken(studentEmail.toUpperCase());
    const response = await request().post("/api/auth/google").send({ credential });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(studentEmail);
  });

  it("When an unknown Google account signs in, then it gets 403, no cookie, and nothing is created", async () => {
    const email = uniqueEmail("stranger");
    const credential = await googleIdToken(email);
    const response = await request().post("/api/auth/google").send({ credential });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/no Task Planner account/);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await deps.users.findByEmail(email)).toBeNull();
  });

  it("When a Google account's address is not one an account could have (a slash in it), then 403 like any stranger", async () => {
    const credential = await googleIdToken(`a/b-${Date.now()}@x.test`);
    const response = await request().post("/api/auth/google").send({ credential });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/no Task Planner account/);
  });

  it("When the Google e-mail is not verified, then sign-in is refused", async () => {
    const { email } = await provisionUser(deps);
    const credential = await googleIdToken(email, { verified: false });
    const response = await request().post("/api/auth/google").send({ credential });
    expect(response.status).toBe(403);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("When the credential is not a valid token, then it answers 401 with a message", async () => {
    const response = await request().post("/api/auth/google").send({ credential: "forged.token.value" });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it("When the credential is missing or of the wrong type, then it answers 400", async () => {
    for (const body of [{}, { credential: 42 }, { credential: "" }, { credential: "x", extra: true }]) {
      const response = await request().post("/api/auth/google").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it("When the body is not JSON, then it answers 415 or 400 and opens no session", async () => {
    const text = await request().post("/api/auth/google").set("Content-Type", "text/plain").send("credential=x");
    expect(text.status).toBe(415);
    const broken = await request().post("/api/auth/google").set("Content-Type", "application/json").send("{oops");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not valid JSON/);
  });

  it("When the same user signs in twice, then each sign-in gets a new session value", async () => {
    const first = await signIn(app, studentEmail);
    const second = await signIn(app, studentEmail);
    expect(first.token).not.toBe(second.token);
  });

  it("When the request comes from another site, then it is refused", async () => {
    const credential = await googleIdToken(studentEmail);
    const crossSite = await request().post("/api/auth/google").set("Sec-Fetch-Site", "cross-site").send({ credential });
    expect(crossSite.status).toBe(403);
    const foreign = await request().post("/api/auth/google").set("Origin", "https://evil.example").send({ credential });
    expect(foreign.status).toBe(403);
  });
});

describe("GET /api/users/logout", () => {
  it("When a user logs out, then the old session value no longer works", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const response = await request()
      .get("/api/users/logout")
      .set("Cookie", session.cookie)
      .set("X-XSRF-TOKEN", session.xsrf);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "You have been logged out." });
    const replay = await request().get("/api/users/is-auth").set("Cookie", session.cookie);
    expect(replay.status).toBe(401);
    // The stale cookies are cleared, so the browser knows nobody is signed in without asking again.
    const cleared = (replay.headers["set-cookie"] as unknown as string[]).map((line) => line.split(";")[0]);
    expect(cleared.sort()).toEqual(["XSRF-TOKEN=", "__session="]);
  });

  it("When no session cookie is presented, then no cookie is set or cleared", async () => {
    const response = await request().get("/api/users/is-auth");
    expect(response.status).toBe(401);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("When logout comes without the CSRF token, then it is refused and the session lives on", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const response = await request().get("/api/users/logout").set("Cookie", session.cookie);
    expect(response.status).toBe(403);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(200);
  });

  it("When an admin is demoted, then admin routes answer 403 at once", async () => {
    const user = await provisionUser(deps, "admin");
    const session = await signIn(app, user.email);
    expect((await request().get("/api/users/list").set("Cookie", session.cookie)).status).toBe(200);
    await deps.users.setRole(user._id, "student");
    expect((await request().get("/api/users/list").set("Cookie", session.cookie)).status).toBe(403);
  });

  it("When a user is deleted, then their next request is refused", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    await deps.db.collection(COLLECTIONS.users).doc(user._id).delete();
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(401);
  });
});

describe("Unknown routes and faults", () => {
  it("When an API route does not exist, then it answers 404 JSON", async () => {
    const response = await request().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
  });
});
