/** The one error handler: what a person reads for each kind of failure. */
import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { errorHandler } from "../../src/http/error-handler";

const failingWith = (error: unknown) => {
  const app = express();
  app.get("/", () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
};

describe("The error handler", () => {
  it("When a transaction lost to others on the same record, then 503 with Retry-After, not a fault", async () => {
    const aborted = Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code: 10 });
    const response = await supertest(failingWith(aborted)).get("/");
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.body).toEqual({
      success: false,
      message: "Someone else is changing this right now: nothing was saved. Please try again.",
    });
  });

  it("When anything else fails, then 500 with a generic message and nothing of the error", async () => {
    const response = await supertest(failingWith(new Error("disk on fire at /srv/secret"))).get("/");
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain("secret");
  });
});
