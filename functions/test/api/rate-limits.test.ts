import { randomUUID } from "node:crypto";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";
import type { RateLimits } from "../../src/rate-limits/rate-limiter";
import { createTestApp, googleIdToken, provisionUser, signIn, withSession } from "./harness";
import { pngBytes } from "./images";

const limited = (limits: Partial<RateLimits>) => {
  const base = createTestApp();
  return createTestApp({
    config: { ...base.deps.config, trustProxyHops: 1, rateLimits: { ...base.deps.config.rateLimits, ...limits } },
  });
};

describe("Rate limits", () => {
  it("When sign-ins from one address pass the limit, then 429 with Retry-After, across function instances", async () => {
    const first = limited({ signIn: { limit: 3, windowSeconds: 60 } });
    const second = limited({ signIn: { limit: 3, windowSeconds: 60 } }); // another instance, same database
    const { email } = await provisionUser(first.deps);
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;
    const attempt = async (app: typeof first.app) =>
      supertest(app)
        .post("/api/auth/google")
        .set("X-Forwarded-For", address)
        .send({ credential: await googleIdToken(email) });

    expect((await attempt(first.app)).status).toBe(200);
    expect((await attempt(second.app)).status).toBe(200);
    expect((await attempt(first.app)).status).toBe(200);
    const refused = await attempt(second.app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(/Too many requests/);
    expect(refused.headers["set-cookie"]).toBeUndefined();

    // Another address is not affected.
    const other = await supertest(first.app)
      .post("/api/auth/google")
      .set("X-Forwarded-For", `${address}-other`)
      .send({ credential: await googleIdToken(email) });
    expect(other.status).toBe(200);
  });

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

  it("When the forwarded address is odd, then it still makes a safe counter key", async () => {
    const { app, deps } = limited({ signIn: { limit: 5, windowSeconds: 60 } });
    const { email } = await provisionUser(deps);
    const response = await supertest(app)
      .post("/api/auth/google")
      .set("X-Forwarded-For", `../../users/${randomUUID()}/é`)
      .send({ credential: await googleIdToken(email) });
    expect(response.status).toBe(200);
  });
});
