import { randomUUID } from "node:crypto";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";
import type { RateLimits } from "../../src/rate-limits/rate-limit-repository";
import { createTestApp, googleIdToken, provisionUser, signIn, withSession } from "./harness";
import { pngBytes } from "./images";

/**
 * An app whose limits are low, behind one proxy that appends the client's address (as Hosting does when
 * deployed): each test gets an address of its own in that entry, so the tests never share a counter.
 */
const limited = (limits: Partial<RateLimits>) => {
  const base = createTestApp();
  return createTestApp({
    config: { ...base.deps.config, trustProxyHops: 1, rateLimits: { ...base.deps.config.rateLimits, ...limits } },
  });
};
const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;

type App = ReturnType<typeof createTestApp>["app"];
const signInFrom = (app: App, forwardedFor: string, credential: string) =>
  supertest(app).post("/api/auth/google").set("X-Forwarded-For", forwardedFor).send({ credential });

describe("Sign-in limits", () => {
  it("When a class of 40 behind one school address signs in within a minute, then every student gets in", async () => {
    const { app, deps } = limited({
      signInFailures: { limit: 5, windowSeconds: 60 },
      signInAccount: { limit: 5, windowSeconds: 60 },
    });
    const school = newAddress();
    const students = await Promise.all(Array.from({ length: 40 }, () => provisionUser(deps)));
    const statuses: number[] = [];
    for (const student of students) {
      statuses.push((await signInFrom(app, school, await googleIdToken(student.email))).status);
    }
    expect(statuses).toEqual(students.map(() => 200));
  });

  it("When failed sign-ins from one address pass the limit, then 429 with Retry-After, across function instances", async () => {
    const limits = { signInFailures: { limit: 3, windowSeconds: 60 } };
    const first = limited(limits);
    const second = limited(limits); // another instance, same database
    const address = newAddress();
    const unknown = () => googleIdToken(`nobody-${randomUUID()}@example.test`);

    expect((await signInFrom(first.app, address, await unknown())).status).toBe(403);
    expect((await signInFrom(second.app, address, "forged.token.value")).status).toBe(401);
    expect((await signInFrom(first.app, address, await unknown())).status).toBe(403);
    const refused = await signInFrom(second.app, address, await unknown());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(/Too many requests/);
    expect(refused.headers["set-cookie"]).toBeUndefined();

    // A real account still gets in from there, and another address is not affected.
    const { email } = await provisionUser(first.deps);
    expect((await signInFrom(first.app, address, await googleIdToken(email))).status).toBe(200);
    expect((await signInFrom(first.app, newAddress(), await unknown())).status).toBe(403);
  });

  it("When one account signs in past its limit, then it gets 429 and other accounts do not", async () => {
    const { app, deps } = limited({ signInAccount: { limit: 2, windowSeconds: 60 } });
    const [ana, ben] = await Promise.all([provisionUser(deps), provisionUser(deps)]);
    const attempt = async (email: string) => (await signInFrom(app, newAddress(), await googleIdToken(email))).status;
    expect(await attempt(ana.email)).toBe(200);
    expect(await attempt(ana.email)).toBe(200);
    expect(await attempt(ana.email)).toBe(429);
    expect(await attempt(ben.email)).toBe(200);
  });

  it("When a client writes its own X-Forwarded-For entries, then the failures count on the address the proxy added", async () => {
    const { app } = limited({ signInFailures: { limit: 2, windowSeconds: 60 } });
    const real = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await signInFrom(app, `203.0.113.${i}, ${real}`, "forged.token.value")).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it("When the forwarded address is odd, then it still makes a safe counter key", async () => {
    const { app, deps } = limited({ signInFailures: { limit: 5, windowSeconds: 60 } });
    const odd = `../../users/${randomUUID()}/é`;
    expect((await signInFrom(app, odd, "forged.token.value")).status).toBe(401);
    const { email } = await provisionUser(deps);
    expect((await signInFrom(app, odd, await googleIdToken(email))).status).toBe(200);
  });
});

// Offline no proxy appends an address: the Hosting and Functions emulators pass X-Forwarded-For on as the
// client wrote it. Through the running stack, whatever a client writes there, failures count on one address.
describe.runIf(process.env.HOSTING_URL)("Sign-in limits through the Hosting emulator", () => {
  it("When a client forges X-Forwarded-For through Hosting, then no counter is kept for the forged address", async () => {
    const { deps } = createTestApp();
    const failures = async () => {
      const counters = await deps.db.collection(COLLECTIONS.rateLimits).get();
      const ids = counters.docs.map((doc) => doc.id).filter((id) => id.startsWith("sign-in-failures:"));
      const total = counters.docs
        .filter((doc) => doc.id.startsWith("sign-in-failures:"))
        .reduce((sum, doc) => sum + (doc.get("count") as number), 0);
      return { ids, total };
    };
    const before = await failures();
    const forged = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const response = await fetch(`${process.env.HOSTING_URL}/api/auth/google`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forged },
      body: JSON.stringify({ credential: "forged.token.value" }),
    });
    expect(response.status).toBe(401);
    const after = await failures();
    expect(after.total).toBe(before.total + 1);
    expect(after.ids.some((id) => id.includes(forged))).toBe(false);
  });
});

describe("Upload limits", () => {
  it("When a user's uploads pass the limit, then 429 and nothing more is stored", async () => {
    const { app, deps } = limited({ upload: { limit: 2, windowSeconds: 600 } });
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const upload = async () =>
      withSession(session, supertest(app).post("/api/users/upload-picture")).attach(
        "picture",
        await pngBytes(),
        "me.png",
      );
    expect((await upload()).status).toBe(200);
    expect((await upload()).status).toBe(200);
    const before = await deps.files.list(`pictures/${user._id}/`);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await deps.files.list(`pictures/${user._id}/`)).toEqual(before);
    const windows = await deps.db.collection(COLLECTIONS.rateLimits).where("count", ">=", 2).get();
    expect(windows.size).toBeGreaterThan(0);
  });
});
