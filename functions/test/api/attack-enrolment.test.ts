/**
 * Add many and the invitations attacked with the source in hand: bodies that dodge the size check, requests sent
 * at the same moment, another admin's request id, forged hosts, header injection through a row, mail floods.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Group, User } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { MESSAGES } from "@common/messages";
import type { AddManyRow } from "@common/user-list";
import { createIsolatedTestApp, provisionUser, signIn, withSession as as, type Session } from "./harness";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("attack-enrolment");
const request = () => supertest(app);

let admin: Session;
let otherAdmin: Session;
beforeAll(async () => {
  admin = await signIn(app, (await provisionUser(deps, "admin")).email);
  otherAdmin = await signIn(app, (await provisionUser(deps, "admin")).email);
});

const tag = () => randomUUID().slice(0, 8);
const addMany = (body: object, session = admin) => as(session, request().post("/api/users/add-many")).send(body);
const rowsOf = (response: supertest.Response) => response.body.rows as AddManyRow[];
const mailCount = async (email: string) =>
  (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).size;
const accountsWith = async (email: string) =>
  (await deps.db.collection(COLLECTIONS.users).where("emailLower", "==", email.toLowerCase()).get()).size;

/**
 * Sends `body` with chunked transfer encoding (no Content-Length), as a client dodging the length check would;
 * `headers` add to (or replace) the JSON type and the session's cookie and CSRF token.
 */
async function chunked(
  path: string,
  session: Session,
  body: string | Buffer,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method: options.method ?? "POST",
          headers: {
            "Content-Type": "application/json",
            "Transfer-Encoding": "chunked",
            Cookie: session.cookie,
            "X-XSRF-TOKEN": session.xsrf,
            ...options.headers,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      // The server may answer and close before the whole body is sent: that is the refusal, not a failure.
      sent.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
      for (let at = 0; at < bytes.length; at += 64 * 1024) sent.write(bytes.subarray(at, at + 64 * 1024));
      sent.end();
    });
  } finally {
    server.close();
  }
}

describe("Add many, attacked", () => {
  it("When a body over 1 MB comes without a Content-Length, then the JSON parser refuses it (413) and nothing is made", async () => {
    const t = tag();
    const rows = Array.from({ length: 400 }, (_, i) => ({
      email: `chunk${i}-${t}@school.test`,
      name: "C".repeat(3000),
    }));
    const status = await chunked(
      "/api/users/add-many",
      admin,
      JSON.stringify({ rows, invite: true, requestId: `req-${t}` }),
    );
    expect(status).toBe(413);
    expect(await accountsWith(`chunk0-${t}@school.test`)).toBe(0);
    // Every other route keeps its own 100 KB.
    expect(await chunked("/api/groups", admin, JSON.stringify({ name: "G".repeat(200 * 1024) }))).toBe(413);
  });

  it("When the same request is sent twice at the same moment, then each address has one account and one invitation, and both answers say added", async () => {
    const t = tag();
    const body = {
      rows: Array.from({ length: 20 }, (_, i) => ({ email: `race${i}-${t}@school.test`, name: `Race Pupil ${i}` })),
      invite: true,
      requestId: `req-${t}`,
    };
    const answers = await Promise.all([addMany(body), addMany(body)]);
    for (const answer of answers) expect(answer.body.added).toBe(20);
    for (const row of body.rows) {
      expect(await accountsWith(row.email)).toBe(1);
      expect(await mailCount(row.email)).toBe(1);
    }
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When two admins send lists naming the same address at the same moment, then one account is made, the other row says it has one", async () => {
    const email = `both-${tag()}@school.test`;
    const answers = await Promise.all([
      addMany({ rows: [{ email, name: "From Ada" }], invite: true, requestId: `req-${tag()}` }),
      addMany(
        { rows: [{ email: email.toUpperCase(), name: "From Bo" }], invite: true, requestId: `req-${tag()}` },
        otherAdmin,
      ),
    ]);
    expect(answers.map((answer) => rowsOf(answer)[0]?.outcome).sort()).toEqual(["added", "refused"]);
    expect(await accountsWith(email)).toBe(1);
    expect(await mailCount(email)).toBe(1);
  });

  it("When another admin replays an admin's request id with the same rows, then the accounts are not claimed as theirs: each row already has one", async () => {
    const t = tag();
    const body = {
      rows: [{ email: `replay-${t}@school.test`, name: "Replay Pupil" }],
      invite: true,
      requestId: `req-${t}`,
    };
    expect(rowsOf(await addMany(body))[0]?.outcome).toBe("added");
    const replayed = await addMany(body, otherAdmin);
    expect(rowsOf(replayed)[0]).toMatchObject({ outcome: "refused", problems: [{ message: MESSAGES.emailTaken }] });
    expect(rowsOf(replayed)[0]?.userId).toBeUndefined();
  });

  it("When a row's address or name carries a line break (a header injected into the e-mail), then the row is refused and nothing is queued", async () => {
    const t = tag();
    const response = await addMany({
      rows: [
        { email: `inject-${t}@school.test\r\nBcc: victim@example.test`, name: "Header Pupil" },
        { email: `inject2-${t}@school.test`, name: "Header\r\nBcc: victim@example.test" },
      ],
      invite: true,
      requestId: `req-${t}`,
    });
    expect(rowsOf(response).map((row) => row.outcome)).toEqual(["refused", "refused"]);
    expect(await mailCount(`inject2-${t}@school.test`)).toBe(0);
  });

  it("When the Host and X-Forwarded-Host are forged, then the invitation still links to the app's own address only", async () => {
    const email = `host-${tag()}@school.test`;
    await addMany({ rows: [{ email, name: "Host Pupil" }], invite: true, requestId: `req-${tag()}` })
      .set("Host", "evil.example")
      .set("X-Forwarded-Host", "evil.example");
    const mail = (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).docs[0]?.data() as
      { message: { text: string; html: string } } | undefined;
    expect(mail?.message.text).not.toContain("evil.example");
    expect(mail?.message.html).not.toContain("evil.example");
    expect(mail?.message.text).toContain(`${deps.config.appUrl}/`);
  });

  it("When a cross-site page posts a list with a stolen CSRF header, then 403 and nothing is made", async () => {
    const email = `cross-${tag()}@school.test`;
    const response = await addMany({ rows: [{ email, name: "Cross Pupil" }], invite: true, requestId: `req-${tag()}` })
      .set("Sec-Fetch-Site", "cross-site")
      .set("Origin", "https://evil.example");
    expect(response.status).toBe(403);
    expect(await accountsWith(email)).toBe(0);
  });

  it("When a row names one group ten times under different spellings, then the student joins it once", async () => {
    const t = tag();
    const group = (await as(admin, request().post("/api/groups")).send({ name: `Café ${t}` })).body.group as Group;
    const spellings = [`Café ${t}`, `CAFÉ ${t}`, `cafe ${t}`, ` café  ${t} `, `Cafe\u0301 ${t}`];
    const response = await addMany({
      rows: [{ email: `spell-${t}@school.test`, name: "Spell Pupil", groups: [...spellings, ...spellings] }],
      requestId: `req-${t}`,
    });
    const id = rowsOf(response)[0]?.userId;
    expect((await deps.groups.find(group._id))?.students).toEqual([id]);
  });

  it("When invitations are sent again and again for an account, then one goes per hour and the rest are 429", async () => {
    const email = `flood-${tag()}@school.test`;
    const made = await as(admin, request().post("/api/users/add")).send({
      email,
      name: "Flood Pupil",
      role: "student",
      invite: true,
    });
    const id = (made.body.user as User)._id;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => as(admin, request().post(`/api/users/${id}/invitation`)).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(await mailCount(email)).toBe(1);
  });
});

describe("Add many, refused at once", () => {
  const classOf = (count: number, t: string) =>
    Array.from({ length: count }, (_, i) => ({ email: `pupil${i}-${t}@school.test`, name: `Pupil ${i}` }));

  it("When a 10 MB list is sent, with its length or in chunks, then 413 at once and nothing is made", async () => {
    const t = tag();
    const body = JSON.stringify({
      rows: classOf(500, t).map((row) => ({ ...row, phoneNumber: "1".repeat(22_000) })),
      invite: true,
      requestId: `req-${t}`,
    });
    expect(body.length).toBeGreaterThan(10 * 1024 * 1024);
    const declared = await as(admin, request().post("/api/users/add-many"))
      .set("Content-Type", "application/json")
      .send(body);
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe("The request body is too large.");
    expect(await chunked("/api/users/add-many", admin, body)).toBe(413);
    expect(await accountsWith(`pupil0-${t}@school.test`)).toBe(0);
  });

  it("When a small compressed body inflates past 1 MB, then 413 and nothing is made", async () => {
    const t = tag();
    const body = JSON.stringify({
      rows: classOf(400, t).map((row) => ({ ...row, name: `${row.name} ${"a".repeat(5000)}` })),
      invite: true,
      requestId: `req-${t}`,
    });
    const zipped = gzipSync(body);
    expect(zipped.length).toBeLessThan(100 * 1024);
    expect(await chunked("/api/users/add-many", admin, zipped, { headers: { "Content-Encoding": "gzip" } })).toBe(413);
    expect(await accountsWith(`pupil0-${t}@school.test`)).toBe(0);
  });

  it("When 10,000 rows are sent, then 400 with the limit's message and nothing is made", async () => {
    const t = tag();
    const response = await addMany({ rows: classOf(10_000, t), invite: true, requestId: `req-${t}` });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`${MESSAGES.tooManyRows}.`);
    expect(await accountsWith(`pupil0-${t}@school.test`)).toBe(0);
    expect(await mailCount(`pupil0-${t}@school.test`)).toBe(0);
  });

  it("When the body is binary (as JSON, or as a file's type), then 400 or 415 and nothing is made", async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);
    const asJson = await as(admin, request().post("/api/users/add-many"))
      .set("Content-Type", "application/json")
      .send(bytes);
    expect(asJson.status).toBe(400);
    const asFile = await as(admin, request().post("/api/users/add-many"))
      .set("Content-Type", "application/octet-stream")
      .send(bytes);
    expect(asFile.status).toBe(415);
    const t = tag();
    // A spreadsheet's own format saved under a JSON type: its bytes are not JSON.
    const xlsx = Buffer.concat([Buffer.from("PK\u0003\u0004"), randomBytes(2048)]);
    expect(
      (await as(admin, request().post("/api/users/add-many")).set("Content-Type", "application/json").send(xlsx))
        .status,
    ).toBe(400);
    expect(await accountsWith(`pupil0-${t}@school.test`)).toBe(0);
  });

  it("When another route under the list's path gets a chunked body over 100 KB, then it keeps its own limit (413)", async () => {
    const big = JSON.stringify({ name: "N".repeat(200 * 1024) });
    expect(await chunked("/api/users/add-many", admin, big, { method: "PATCH" })).toBe(413);
    expect(await chunked("/api/users/add-many/invitation", admin, big)).toBe(413);
  });
});

describe("The invitations, attacked", () => {
  it("When resend is sent without the CSRF token, with another admin's, or from a cross-site page, then 403 and nothing is queued", async () => {
    const email = `csrf-${tag()}@school.test`;
    const made = await as(admin, request().post("/api/users/add")).send({ email, name: "Csrf Pupil", role: "student" });
    const path = `/api/users/${(made.body.user as User)._id}/invitation`;
    expect((await request().post(path).set("Cookie", admin.cookie)).status).toBe(403);
    expect((await request().post(path).set("Cookie", admin.cookie).set("X-XSRF-TOKEN", otherAdmin.xsrf)).status).toBe(
      403,
    );
    expect(
      (await as(admin, request().post(path)).set("Sec-Fetch-Site", "cross-site").set("Origin", "https://evil.example"))
        .status,
    ).toBe(403);
    expect(await mailCount(email)).toBe(0);
  });

  it("When the inviter's and the person's names carry HTML, then Add New User's invitation shows them as text and links only to the app", async () => {
    const inviterUser = await provisionUser(deps, "admin");
    await deps.users.updateByAdmin(
      inviterUser._id,
      { name: `Bo <b>&</b> "Co"`, role: "admin", phoneNumber: "", birthDate: "" },
      inviterUser._id,
    );
    const inviter = await signIn(app, inviterUser.email);
    const email = `html-${tag()}@school.test`;
    const made = await as(inviter, request().post("/api/users/add")).send({
      email,
      name: `<script>alert(1)</script> <a href="https://evil.example">Lee</a>`.replace("https://evil.example", "#"),
      role: "student",
      invite: true,
    });
    expect(made.status).toBe(201);
    const mail = (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).docs[0]?.data() as
      { message: { subject: string; text: string; html: string } } | undefined;
    const html = mail?.message.html ?? "";
    expect(html).not.toMatch(/<script|<b>|<a href="#"/);
    expect(html).toContain("Bo &#60;b&#62;&#38;&#60;/b&#62; &#34;Co&#34;");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect([...html.matchAll(/href="([^"]*)"/g)].every((match) => match[1]?.startsWith(deps.config.appUrl))).toBe(true);
    expect(mail?.message.subject).toBe(`Task Planner — Bo <b>&</b> "Co" added you to Task Planner`);
  });

  it("When Add New User's name carries a link, or its address differs from an account's only by case and spaces, then it is refused and no invitation is queued", async () => {
    const email = `linked-${tag()}@school.test`;
    const linked = await as(admin, request().post("/api/users/add")).send({
      email,
      name: "Lee visit evil.example",
      role: "student",
      invite: true,
    });
    expect(linked.status).toBe(400);
    expect(await mailCount(email)).toBe(0);
    const first = await as(admin, request().post("/api/users/add")).send({
      email,
      name: "Lee First",
      role: "student",
      invite: true,
    });
    expect(first.status).toBe(201);
    const again = await as(admin, request().post("/api/users/add")).send({
      email: `  ${email.toUpperCase()} `,
      name: "Lee Again",
      role: "student",
      invite: true,
    });
    expect(again.status).toBe(409);
    expect(await accountsWith(email)).toBe(1);
    expect(await mailCount(email)).toBe(1);
  });
});
