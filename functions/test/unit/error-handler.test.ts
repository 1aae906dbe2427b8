/** The one error handler: what a person reads for each kind of failure. */
import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@common/messages";
import { AppError, badRequest } from "../../src/errors";
import { errorHandler } from "../../src/http/error-handler";
import { tooManyRequests } from "../../src/rate-limits/rate-limit-repository";

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

  it("When a Spanish-speaking caller is refused, then in Spanish: values, shared messages and the handler's own", async () => {
    const inSpanish = (error: unknown) => supertest(failingWith(error)).get("/").set("Accept-Language", "es");
    const limited = await inSpanish(tooManyRequests(1));
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("1");
    expect(limited.body.message).toBe("Demasiadas solicitudes: espera 1 segundo y vuelve a intentarlo.");
    expect((await inSpanish(badRequest(MESSAGES.audioNotAllowed))).body.message).toBe(
      "Esta tarea solo admite fotos: tu supervisor no pidió una grabación",
    );
    expect((await inSpanish(new AppError(413, "The upload is too large.", "too_large"))).body.message).toBe(
      "El envío es demasiado grande.",
    );
    const tooLarge = Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" });
    expect((await inSpanish(tooLarge)).body.message).toBe("La solicitud es demasiado grande.");
    const aborted = Object.assign(new Error("10 ABORTED"), { code: 10 });
    expect((await inSpanish(aborted)).body.message).toBe(
      "Alguien más está cambiando esto ahora mismo: no se guardó nada. Inténtalo de nuevo.",
    );
  });

  it("When an English caller is refused, or the catalogue does not hold the message, then it is as it always was", async () => {
    const english = await supertest(failingWith(tooManyRequests(30))).get("/");
    expect(english.body.message).toBe("Too many requests: please wait 30 seconds and try again.");
    const unheld = await supertest(failingWith(badRequest("Too many parts.")))
      .get("/")
      .set("Accept-Language", "es");
    expect(unheld.body.message).toBe("Too many parts.");
  });
});
