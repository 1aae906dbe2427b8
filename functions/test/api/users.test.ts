import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@common/api-types";
import { MAX_PICTURE_BYTES } from "@common/constants";
import { MESSAGES } from "@common/validation";
import { thumbnailKeyOf } from "../../src/files/media-store";
import { createTestApp, provisionUser, type Session, signIn, signInNew, uniqueEmail } from "./harness";
import { HTML_BYTES, pngBytes, SVG_BYTES } from "./images";

const { app, deps } = createTestApp();
const request = () => supertest(app);

let admin: Session;
let student: Session;
let studentUser: User;

beforeAll(async () => {
  admin = await signInNew(app, deps, "admin");
  studentUser = await provisionUser(deps, "student");
  student = await signIn(app, studentUser.email);
});

const as = (session: Session, test: supertest.Test) =>
  test.set("Cookie", session.cookie).set("X-XSRF-TOKEN", session.xsrf);

describe("GET /api/users/list", () => {
  it("When nobody is signed in, then 401; when a student asks, then 403", async () => {
    expect((await request().get("/api/users/list")).status).toBe(401);
    const response = await request().get("/api/users/list").set("Cookie", student.cookie);
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
  });

  it("When an admin asks, then every user comes back without internal fields", async () => {
    const response = await request().get("/api/users/list").set("Cookie", admin.cookie);
    expect(response.status).toBe(200);
    const found = (response.body.users as User[]).find((user) => user._id === studentUser._id);
    expect(found).toEqual({ ...studentUser, openTasks: 0, overdueTasks: 0 });
    expect(Object.keys(found ?? {})).not.toContain("emailLower");
  });
});

describe("POST /api/users/add", () => {
  const valid = () => ({
    email: uniqueEmail("new"),
    name: "New Student",
    role: "student",
    phoneNumber: "",
    birthDate: "",
  });

  it("When an admin adds a user, then 201 with the user, who can then sign in", async () => {
    const body = { ...valid(), phoneNumber: "+1 (555) 010-2030", birthDate: "2001-04-05" };
    const response = await as(admin, request().post("/api/users/add")).send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: "User added successfully",
      user: { email: body.email, name: "New Student", role: "student", picture: "", birthDate: "2001-04-05" },
    });
    const session = await signIn(app, body.email);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).body.user.email).toBe(body.email);
  });

  it("When the e-mail exists in another letter case, then 409 and nothing is created", async () => {
    const body = valid();
    expect((await as(admin, request().post("/api/users/add")).send(body)).status).toBe(201);
    const before = (await deps.users.list("2026-11-23")).length;
    const response = await as(admin, request().post("/api/users/add")).send({
      ...body,
      email: body.email.toUpperCase(),
      name: "Twin",
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/already exists/);
    expect((await deps.users.list("2026-11-23")).length).toBe(before);
  });

  it("When fields are invalid, then 400 names every problem at once and nothing is created", async () => {
    const before = (await deps.users.list("2026-11-23")).length;
    const response = await as(admin, request().post("/api/users/add")).send({
      email: "nope",
      name: "A",
      role: "teacher",
      phoneNumber: "call me",
      birthDate: "2999-01-01",
    });
    expect(response.status).toBe(400);
    for (const message of [
      MESSAGES.emailInvalid,
      MESSAGES.nameTooShort,
      MESSAGES.roleInvalid,
      MESSAGES.phoneInvalid,
      MESSAGES.birthDateInFuture,
    ]) {
      expect(response.body.message).toContain(message);
    }
    expect((await deps.users.list("2026-11-23")).length).toBe(before);
  });

  it("When unknown fields, wrong types or oversized strings are sent, then 400", async () => {
    for (const body of [
      { ...valid(), isAdmin: true },
      { ...valid(), name: 42 },
      { ...valid(), name: "x".repeat(5000) },
      { ...valid(), birthDate: "yesterday" },
      [valid()],
    ]) {
      const response = await as(admin, request().post("/api/users/add")).send(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it("When the body is form-encoded or text, then 415 and nothing is created", async () => {
    const email = uniqueEmail("form");
    const form = await as(admin, request().post("/api/users/add"))
      .type("form")
      .send({ email, name: "Form", role: "student" });
    expect(form.status).toBe(415);
    const text = await as(admin, request().post("/api/users/add"))
      .set("Content-Type", "text/plain")
      .send(JSON.stringify({ email }));
    expect(text.status).toBe(415);
    expect(await deps.users.findByEmail(email)).toBeNull();
  });

  it("When a student, a stranger or a request without the CSRF token tries, then it is refused", async () => {
    const body = valid();
    expect((await as(student, request().post("/api/users/add")).send(body)).status).toBe(403);
    expect((await request().post("/api/users/add").send(body)).status).toBe(401);
    expect((await request().post("/api/users/add").set("Cookie", admin.cookie).send(body)).status).toBe(403);
    const forged = await request()
      .post("/api/users/add")
      .set("Cookie", admin.cookie)
      .set("X-XSRF-TOKEN", student.xsrf)
      .send(body);
    expect(forged.status).toBe(403);
    expect(await deps.users.findByEmail(body.email)).toBeNull();
  });
});

describe("POST /api/users/add-with-picture", () => {
  const post = () => as(admin, request().post("/api/users/add-with-picture"));

  it("When an admin adds a user with a picture, then the picture is stored under a server-chosen name", async () => {
    const email = uniqueEmail("pic");
    const response = await post()
      .field("email", email)
      .field("name", "Picture Person")
      .field("role", "student")
      .attach("picture", await pngBytes(), { filename: "../../evil name.png", contentType: "image/png" });
    expect(response.status).toBe(201);
    const picture = response.body.user.picture as string;
    expect(picture).toMatch(/^\/api\/files\/pictures\/[\w-]+\/[0-9a-f-]{36}\.png$/);
    expect(picture).not.toContain("evil");

    const served = await request().get(picture).set("Cookie", admin.cookie);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/private/);
    expect((await request().get(picture).set("Cookie", student.cookie)).status).toBe(404);
  });

  it("When the picture is SVG or HTML named .png, then 415: no user, no file", async () => {
    for (const bytes of [SVG_BYTES, HTML_BYTES]) {
      const email = uniqueEmail("svg");
      const filesBefore = await deps.files.list("pictures/");
      const response = await post()
        .field("email", email)
        .field("name", "Sneaky")
        .field("role", "student")
        .attach("picture", bytes, { filename: "photo.png", contentType: "image/png" });
      expect(response.status).toBe(415);
      expect(await deps.users.findByEmail(email)).toBeNull();
      expect(await deps.files.list("pictures/")).toEqual(filesBefore);
    }
  });

  it("When the picture is over 5 MB, then 413 with the spec's message, nothing stored", async () => {
    const email = uniqueEmail("big");
    const response = await post()
      .field("email", email)
      .field("name", "Big")
      .field("role", "student")
      .attach("picture", Buffer.alloc(MAX_PICTURE_BYTES + 1, 1), { filename: "big.png", contentType: "image/png" });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(MESSAGES.pictureTooLarge);
    expect(await deps.users.findByEmail(email)).toBeNull();
  });

  it("When two files, an empty file or the wrong field are sent, then 400", async () => {
    const png = await pngBytes();
    const base = () => post().field("email", uniqueEmail("bad")).field("name", "Bad").field("role", "student");
    const two = await base().attach("picture", png, "a.png").attach("picture", png, "b.png");
    expect(two.status).toBe(400);
    const empty = await base().attach("picture", Buffer.alloc(0), "empty.png");
    expect(empty.status).toBe(400);
    const wrong = await base().attach("photo", png, "a.png");
    expect(wrong.status).toBe(400);
  });

  it("When the fields are invalid, then 400 and the picture is not kept", async () => {
    const filesBefore = await deps.files.list("pictures/");
    const response = await post()
      .field("email", "bad")
      .field("name", "B")
      .field("role", "student")
      .attach("picture", await pngBytes(), "a.png");
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(MESSAGES.emailInvalid);
    expect(await deps.files.list("pictures/")).toEqual(filesBefore);
  });

  it("When the e-mail is taken, then 409 and the stored picture is removed again", async () => {
    const filesBefore = await deps.files.list("pictures/");
    const response = await post()
      .field("email", studentUser.email)
      .field("name", "Dup")
      .field("role", "student")
      .attach("picture", await pngBytes(), "a.png");
    expect(response.status).toBe(409);
    expect(await deps.files.list("pictures/")).toEqual(filesBefore);
  });

  it("When the body is not multipart, then 415", async () => {
    expect((await post().send({ email: uniqueEmail(), name: "Json", role: "student" })).status).toBe(415);
  });
});

describe("PATCH /api/users/update", () => {
  it("When a user saves the profile, then it is stored with links trimmed and de-duplicated", async () => {
    const response = await as(student, request().patch("/api/users/update")).send({
      name: "Sofia Updated",
      phoneNumber: "+34 600 000 000",
      birthDate: "2002-02-02",
      socialLinks: [
        { label: "facebook", url: " https://facebook.com/old " },
        { label: "Facebook", url: "https://facebook.com/new" },
        { label: "Instagram", url: "" },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      name: "Sofia Updated",
      phoneNumber: "+34 600 000 000",
      birthDate: "2002-02-02",
      socialLinks: [{ label: "Facebook", url: "https://facebook.com/new" }],
    });
    expect(await deps.users.findById(studentUser._id)).toMatchObject({ name: "Sofia Updated" });
  });

  it("When the profile carries role or email, then 400 and the role is unchanged", async () => {
    for (const extra of [{ role: "admin" }, { email: "other@example.test" }]) {
      const response = await as(student, request().patch("/api/users/update")).send({ name: "Sneaky", ...extra });
      expect(response.status).toBe(400);
    }
    expect(await deps.users.findById(studentUser._id)).toMatchObject({ role: "student", email: studentUser.email });
  });

  it("When a social link is javascript:, then 400 with a message", async () => {
    const response = await as(student, request().patch("/api/users/update")).send({
      name: "Sofia",
      socialLinks: [{ label: "Twitter", url: "javascript:alert(1)" }],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(MESSAGES.socialUrlInvalid);
  });

  it("When a name carries a link, then the profile, Add New User and the edit of a user refuse it and nothing changes", async () => {
    const phishing = "IT Desk: re-verify admin login at https://evil.example/sso";
    const before = await deps.users.findById(studentUser._id);
    const profile = await as(student, request().patch("/api/users/update")).send({ name: phishing });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toContain(MESSAGES.nameWithLink);
    const edit = await as(admin, request().patch(`/api/users/${studentUser._id}`)).send({
      name: "Ana evil.example",
      role: "student",
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain(MESSAGES.nameWithLink);
    expect(await deps.users.findById(studentUser._id)).toEqual(before);

    const email = uniqueEmail("linked");
    const add = await as(admin, request().post("/api/users/add")).send({
      email,
      name: "www.evil.example",
      role: "student",
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toContain(MESSAGES.nameWithLink);
    expect(await deps.users.findByEmail(email)).toBeNull();

    const tolkien = await as(student, request().patch("/api/users/update")).send({ name: "J.R.R. O'Brien St. John" });
    expect(tolkien.status).toBe(200);
  });

  it("When signed out or without the CSRF token, then it is refused", async () => {
    expect((await request().patch("/api/users/update").send({ name: "Anon" })).status).toBe(401);
    expect(
      (await request().patch("/api/users/update").set("Cookie", student.cookie).send({ name: "NoToken" })).status,
    ).toBe(403);
  });
});

describe("POST /api/users/upload-picture", () => {
  it("When a user uploads a picture twice, then the newer replaces the older, whose file is deleted", async () => {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    const first = await as(session, request().post("/api/users/upload-picture")).attach(
      "picture",
      await pngBytes(),
      "me.png",
    );
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Profile picture updated!");
    const second = await as(session, request().post("/api/users/upload-picture")).attach(
      "picture",
      await pngBytes(80, 80),
      "me2.png",
    );
    expect(second.status).toBe(200);
    expect(second.body.user.picture).not.toBe(first.body.user.picture);
    const kept = second.body.user.picture.replace("/api/files/", "");
    expect(await deps.files.list(`pictures/${user._id}/`)).toEqual([kept, thumbnailKeyOf(kept)].sort());
    expect((await request().get(second.body.user.picture).set("Cookie", session.cookie)).status).toBe(200);
    expect((await request().get(second.body.user.picture).set("Cookie", student.cookie)).status).toBe(404);
  });

  it("When the file is not an image, then 415 and the picture is unchanged", async () => {
    const response = await as(student, request().post("/api/users/upload-picture")).attach(
      "picture",
      HTML_BYTES,
      "x.jpg",
    );
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/image/);
  });

  it("When signed out, then 401", async () => {
    expect(
      (
        await request()
          .post("/api/users/upload-picture")
          .attach("picture", await pngBytes(), "a.png")
      ).status,
    ).toBe(401);
  });
});
