/**
 * Each admin's saved review comments: the starter set on first use in their language, the list replaced whole
 * from the version it was made from, its limits and text checks, and whose it is.
 */
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { SavedComments } from "@common/api-types";
import { COLLECTIONS, SAVED_COMMENT_MAX, SAVED_COMMENTS_MAX } from "@common/constants";
import { MESSAGES, tooLong } from "@common/messages";
import type { AppDeps } from "../../src/app";
import { saveComments, savedCommentsOf } from "../../src/reviews/saved-comments-service";
import { createTestApp, provisionUser, signIn, uniqueEmail, withSession as as, type Session } from "./harness";

const { app, deps } = createTestApp();
const request = () => supertest(app);
const ROUTE = "/api/reviews/saved-comments";

const STARTER_EN = [
  "Well done! Clear and complete.",
  "Great progress: keep it up!",
  "Lovely pronunciation. Next time, speak a little more slowly.",
  "Good work. Check your spelling and read it once more before you send it.",
  "Please send a clearer photo: I cannot read all of it.",
  "Almost there: read the instructions again and redo the part that is missing.",
];

const STARTER_ES = [
  "¡Muy bien! Claro y completo.",
  "¡Buen progreso: sigue así!",
  "Muy buena pronunciación. La próxima vez, habla un poco más despacio.",
  "Buen trabajo. Revisa la ortografía y léelo una vez más antes de enviarlo.",
  "Envía una foto más nítida, por favor: no puedo leerla entera.",
  "Casi lo tienes: vuelve a leer las instrucciones y rehaz la parte que falta.",
];

/** A new admin, signed in, in `language` when given (none: their browser's). */
async function newAdmin(language?: "en" | "es"): Promise<{ session: Session; id: string }> {
  const email = uniqueEmail("admin");
  const user = await deps.users.create({
    name: "Test admin",
    email,
    role: "admin",
    phoneNumber: "",
    birthDate: "",
    ...(language ? { language } : {}),
  });
  return { session: await signIn(app, email), id: user._id };
}

const read = async (session: Session) => {
  const response = await as(session, request().get(ROUTE));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SavedComments;
};

const save = (session: Session, body: unknown) => as(session, request().put(ROUTE)).send(body as object);

/** What is stored for the admin: the list and its version, or null when nothing is. */
async function storedOf(deps: AppDeps, adminId: string) {
  const snapshot = await deps.db.collection(COLLECTIONS.savedComments).doc(adminId).get();
  return snapshot.exists ? { comments: snapshot.get("comments") as string[], version: snapshot.get("version") } : null;
}

describe("The starter set", () => {
  it("When an admin reads their saved comments for the first time, then the starter set in English is theirs, stored as version 1", async () => {
    const admin = await newAdmin("en");
    const first = await read(admin.session);
    expect(first).toMatchObject({ comments: STARTER_EN, version: 1 });
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  });

  it("When an admin whose language is Spanish reads them for the first time, then the starter set is in Spanish", async () => {
    const admin = await newAdmin("es");
    expect((await read(admin.session)).comments).toEqual(STARTER_ES);
    expect((await storedOf(deps, admin.id))?.comments).toEqual(STARTER_ES);
  });

  it("When an admin with no language chosen reads them from a Spanish browser, then the starter set is in Spanish", async () => {
    const admin = await newAdmin();
    const response = await as(admin.session, request().get(ROUTE)).set("Accept-Language", "es-ES,es;q=0.9");
    expect(response.body.comments).toEqual(STARTER_ES);
  });

  it("When the admin has changed the starter set, then a later read gives their list, not the starter set again", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    expect((await save(admin.session, { comments: ["Bien hecho"], version })).status).toBe(200);
    expect(await read(admin.session)).toMatchObject({ comments: ["Bien hecho"], version: 2 });
  });

  it("When the admin empties the list, then it stays empty: the starter set is written only once", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    expect((await save(admin.session, { comments: [], version })).status).toBe(200);
    expect(await read(admin.session)).toMatchObject({ comments: [], version: 2 });
  });

  it("When two first reads come at once, then both give the same starter set and it is written once", async () => {
    const admin = await newAdmin("en");
    const [a, b] = await Promise.all([read(admin.session), read(admin.session)]);
    expect(a).toMatchObject({ comments: STARTER_EN, version: 1 });
    expect(b).toMatchObject({ comments: STARTER_EN, version: 1 });
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  });
});

describe("Changing the list", () => {
  it("When the admin saves an edited, reordered and longer list from the version they read, then it is stored in that order and the version moves on", async () => {
    const admin = await newAdmin("en");
    const { comments, version } = await read(admin.session);
    const changed = [
      "Your vowels are much clearer now.",
      ...comments.slice(1).reverse(),
      "Line one\nLine two\twith a tab",
    ];
    const response = await save(admin.session, { comments: changed, version });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: "Saved comments updated",
      comments: changed,
      version: 2,
    });
    expect(await storedOf(deps, admin.id)).toEqual({ comments: changed, version: 2 });
  });

  it("When a comment has spaces around it, then it is stored trimmed", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    const response = await save(admin.session, { comments: ["   Well read!  \n"], version });
    expect(response.body.comments).toEqual(["Well read!"]);
  });

  it("When a change names a version older than the list's (another tab saved meanwhile), then 409 with a clear message and nothing changes", async () => {
    const admin = await newAdmin("en");
    const { comments, version } = await read(admin.session);
    expect((await save(admin.session, { comments: ["From the first tab"], version })).status).toBe(200);
    const stale = await save(admin.session, { comments: ["From the second tab"], version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "Your saved comments were changed in another tab or window meanwhile: nothing was saved. They now show as they are; make your change again.",
    );
    expect(await storedOf(deps, admin.id)).toEqual({ comments: ["From the first tab"], version: 2 });
    expect(comments).toEqual(STARTER_EN);
  });

  it("When a change names a version the list never had (ahead of it), then 409 and nothing changes", async () => {
    const admin = await newAdmin("en");
    await read(admin.session);
    expect((await save(admin.session, { comments: ["Ahead"], version: 7 })).status).toBe(409);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  });

  it("When a Spanish admin's change is stale, then the 409 says so in Spanish", async () => {
    const admin = await newAdmin("es");
    await read(admin.session);
    const stale = await save(admin.session, { comments: ["Viejo"], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "Tus comentarios guardados cambiaron en otra pestaña o ventana mientras tanto: no se guardó nada. Ahora se ven como están; vuelve a hacer tu cambio.",
    );
  });

  it("When two tabs save from the same version at once, then one is stored, the other is 409, and the version moved once", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    const answers = await Promise.all([
      save(admin.session, { comments: ["Tab A"], version }),
      save(admin.session, { comments: ["Tab B"], version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.comments as string[];
    expect(await storedOf(deps, admin.id)).toEqual({ comments: winner, version: 2 });
  });

  it("When a list is saved before any read (version 0), then it is the admin's list and no starter set is written over it", async () => {
    const admin = await newAdmin("en");
    expect((await save(admin.session, { comments: ["Mine from the start"], version: 0 })).status).toBe(200);
    expect(await read(admin.session)).toMatchObject({ comments: ["Mine from the start"], version: 1 });
  });
});

describe("The list's limits and text", () => {
  /** A change refused with 400 and `message`, after which the stored list is as it was. */
  async function expectRefused(body: unknown, message: string) {
    const admin = await newAdmin("en");
    await read(admin.session);
    const response = await save(admin.session, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  }

  it("When the list holds 100 comments, then it is stored; when it holds 101, then 400 and nothing changes", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    const hundred = Array.from({ length: SAVED_COMMENTS_MAX }, (_, n) => `Comment ${n + 1}`);
    expect((await save(admin.session, { comments: hundred, version })).status).toBe(200);
    const more = await save(admin.session, { comments: [...hundred, "One too many"], version: version + 1 });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe(`${MESSAGES.tooManySavedComments}.`);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: hundred, version: 2 });
    await expectRefused({ comments: [...hundred, "One too many"], version: 1 }, MESSAGES.tooManySavedComments);
  });

  it("When a comment is 500 characters, then it is stored; at 501, then 400 'At most 500 characters' and nothing changes", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    const longest = "a".repeat(SAVED_COMMENT_MAX);
    expect((await save(admin.session, { comments: [longest], version })).status).toBe(200);
    await expectRefused({ comments: ["Fine", `${longest}b`], version: 1 }, tooLong(SAVED_COMMENT_MAX));
  });

  it("When a comment is too long for a Spanish admin, then the message is in Spanish", async () => {
    const admin = await newAdmin("es");
    const { version } = await read(admin.session);
    const response = await save(admin.session, { comments: ["a".repeat(SAVED_COMMENT_MAX + 1)], version });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Como máximo 500 caracteres.");
  });

  it("When a comment is empty or only spaces, then 400 and nothing changes", async () => {
    await expectRefused({ comments: ["Fine", ""], version: 1 }, MESSAGES.savedCommentRequired);
    await expectRefused({ comments: ["   \n\t "], version: 1 }, MESSAGES.savedCommentRequired);
  });

  it("When a comment holds a control character, a direction override or a lone surrogate, then 400 and nothing changes", async () => {
    await expectRefused({ comments: ["Well\u0000 done"], version: 1 }, MESSAGES.textControlCharacters);
    await expectRefused({ comments: ["Bell\u0007"], version: 1 }, MESSAGES.textControlCharacters);
    await expectRefused({ comments: ["Good \u202Eenod llew"], version: 1 }, MESSAGES.textControlCharacters);
    await expectRefused({ comments: ["Zero\u2066width isolate"], version: 1 }, MESSAGES.textControlCharacters);
    await expectRefused({ comments: ["Half \uD83D an emoji"], version: 1 }, MESSAGES.textMalformed);
    await expectRefused({ comments: ["\u200B\u200B"], version: 1 }, MESSAGES.textInvisible);
  });

  it("When the body is not a list of texts with a whole version, then 400 and nothing changes", async () => {
    await expectRefused({ comments: "Well done", version: 1 }, "comments must be a list of texts");
    await expectRefused({ comments: [42], version: 1 }, MESSAGES.savedCommentRequired);
    await expectRefused({ comments: ["Fine"], version: "1" }, "version must be the version of the list you changed");
    await expectRefused({ comments: ["Fine"], version: 1.5 }, "version must be the version of the list you changed");
    await expectRefused({ comments: ["Fine"], version: -1 }, "version must be the version of the list you changed");
    await expectRefused({ comments: ["Fine"] }, "version must be the version of the list you changed");
  });

  it("When a full list of 100 comments of 500 three-byte characters is saved, then it is stored whole", async () => {
    const admin = await newAdmin("en");
    const { version } = await read(admin.session);
    const full = Array.from({ length: SAVED_COMMENTS_MAX }, (_, n) => `${n}`.padEnd(SAVED_COMMENT_MAX, "語"));
    expect(Buffer.byteLength(JSON.stringify({ comments: full, version }))).toBeGreaterThan(140_000);
    const response = await save(admin.session, { comments: full, version });
    expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(200);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: full, version: 2 });
  });
});

describe("Whose list it is", () => {
  it("When another admin reads and saves, then they read and change only their own list, never the first admin's", async () => {
    const first = await newAdmin("en");
    const { version } = await read(first.session);
    expect((await save(first.session, { comments: ["First admin's"], version })).status).toBe(200);
    const other = await newAdmin("en");
    expect((await read(other.session)).comments).toEqual(STARTER_EN);
    // The version of the first admin's list names nothing of the other's: theirs is at 1.
    expect((await save(other.session, { comments: ["Other's"], version: 2 })).status).toBe(409);
    expect((await save(other.session, { comments: ["Other's"], version: 1 })).status).toBe(200);
    expect(await storedOf(deps, first.id)).toEqual({ comments: ["First admin's"], version: 2 });
    expect(await storedOf(deps, other.id)).toEqual({ comments: ["Other's"], version: 2 });
  });

  it("When a change names whose list it is, then 400: the list is always the signed-in admin's", async () => {
    const first = await newAdmin("en");
    await read(first.session);
    const other = await newAdmin("en");
    const forged = await save(other.session, { comments: ["Forged"], version: 1, adminId: first.id });
    expect(forged.status).toBe(400);
    const query = await as(other.session, request().put(`${ROUTE}?adminId=${first.id}`)).send({
      comments: ["Forged"],
      version: 0,
    });
    expect(query.status).toBe(200);
    expect(await storedOf(deps, first.id)).toEqual({ comments: STARTER_EN, version: 1 });
    expect((await as(first.session, request().get(`${ROUTE}/${other.id}`))).status).toBe(404);
  });

  it("When a student reads or saves saved comments, then 403 and nothing is stored for them", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    expect((await as(session, request().get(ROUTE))).status).toBe(403);
    expect((await save(session, { comments: ["Mine"], version: 0 })).status).toBe(403);
    expect(await storedOf(deps, student._id)).toBeNull();
  });

  it("When nobody is signed in, then 401", async () => {
    expect((await request().get(ROUTE)).status).toBe(401);
    expect((await request().put(ROUTE).send({ comments: [], version: 0 })).status).toBe(401);
  });

  it("When a change comes without the CSRF token, with another admin's or with a forged one, then 403 and nothing changes", async () => {
    const admin = await newAdmin("en");
    await read(admin.session);
    const other = await newAdmin("en");
    const body = { comments: ["Planted"], version: 1 };
    const without = await request().put(ROUTE).set("Cookie", admin.session.cookie).send(body);
    expect(without.status).toBe(403);
    const othersToken = await request()
      .put(ROUTE)
      .set("Cookie", admin.session.cookie)
      .set("X-XSRF-TOKEN", other.session.xsrf)
      .send(body);
    expect(othersToken.status).toBe(403);
    const forged = await request().put(ROUTE).set("Cookie", admin.session.cookie).set("X-XSRF-TOKEN", "x").send(body);
    expect(forged.status).toBe(403);
    const crossSite = await save(admin.session, body).set("Sec-Fetch-Site", "cross-site");
    expect(crossSite.status).toBe(403);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  });

  it("When a change is sent as a form or as text, then 415 and nothing changes", async () => {
    const admin = await newAdmin("en");
    await read(admin.session);
    const form = await as(admin.session, request().put(ROUTE)).type("form").send("comments=Planted&version=1");
    expect(form.status).toBe(415);
    const text = await as(admin.session, request().put(ROUTE))
      .set("Content-Type", "text/plain")
      .send(JSON.stringify({ comments: ["Planted"], version: 1 }));
    expect(text.status).toBe(415);
    expect(await storedOf(deps, admin.id)).toEqual({ comments: STARTER_EN, version: 1 });
  });

  it("When an admin's account is deleted, then their saved comments go with it", async () => {
    const admin = await newAdmin("en");
    await read(admin.session);
    const deleter = await newAdmin("en");
    const email = (await deps.users.findById(admin.id))?.email ?? "";
    const deleted = await as(deleter.session, request().delete(`/api/users/${admin.id}`)).send({ confirmEmail: email });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await storedOf(deps, admin.id)).toBeNull();
  });

  it("When a first read or save was on its way as the admin's account was deleted, then 401 and no list is stored for the gone account", async () => {
    const admin = await newAdmin("en");
    // The request passed the session check, then the account went before its list was written.
    await deps.db.collection(COLLECTIONS.users).doc(admin.id).delete();
    await expect(savedCommentsOf(deps, admin.id, "en")).rejects.toMatchObject({ status: 401 });
    await expect(saveComments(deps, admin.id, { comments: ["Ghost"], version: 0 })).rejects.toMatchObject({
      status: 401,
    });
    expect(await storedOf(deps, admin.id)).toBeNull();
  });
});
