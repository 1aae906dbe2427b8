/**
 * Add many (`POST /api/users/add-many`) and the invitations: a class's accounts from one list, each row reported,
 * each new person invited in their language through the mail outbox; the same request again makes nobody twice;
 * Users' "Send the invitation again" at most once an hour. A project of its own: the groups and mail are this file's.
 */
import { randomUUID } from "node:crypto";
import supertest from "supertest";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import type { Group, Plan, Task, User, UserSummary } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, MAX_USER_ROWS } from "@common/constants";
import { MESSAGES } from "@common/messages";
import type { AddManyRow } from "@common/user-list";
import { createApp } from "../../src/app";
import { UserRepository, type NewAccountExtras, type NewUser } from "../../src/users/user-repository";
import {
  createIsolatedTestApp,
  googleIdToken,
  provisionUser,
  signIn,
  withSession as as,
  type Session,
} from "./harness";
import { pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("enrolment");
const request = () => supertest(app);
const today = toCalendarDate(new Date());

let admin: Session;
let adminUser: User;
let student: Session;

beforeAll(async () => {
  adminUser = await provisionUser(deps, "admin");
  await deps.users.updateByAdmin(
    adminUser._id,
    { name: "Ada Admin", role: "admin", phoneNumber: "", birthDate: "" },
    adminUser._id,
  );
  admin = await signIn(app, adminUser.email);
  student = await signIn(app, (await provisionUser(deps)).email);
});

const tag = () => randomUUID().slice(0, 8);
const requestId = () => `req-${randomUUID()}`;
const addMany = (body: object, session = admin) => as(session, request().post("/api/users/add-many")).send(body);
const rowsOf = (response: supertest.Response) => response.body.rows as AddManyRow[];
const mailTo = async (email: string) =>
  (await deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get()).docs.map(
    (doc) =>
      doc.data() as {
        to: string;
        message: { subject: string; text: string; html: string; headers: Record<string, string> };
      },
  );
const accountOf = (email: string) => deps.users.findByEmail(email);
const listed = async () => (await as(admin, request().get("/api/users/list"))).body.users as UserSummary[];

async function newGroup(name: string): Promise<Group> {
  const created = await as(admin, request().post("/api/groups")).send({ name });
  expect(created.status).toBe(201);
  return created.body.group as Group;
}

describe("POST /api/users/add-many", () => {
  it("When a class of 30 is sent with a typo in one address and a one-letter name in another, then 28 accounts are made, each invited in its language, and the two rows say the spec's messages", async () => {
    const t = tag();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      email: `pupil${i}-${t}@school.test`,
      name: `Pupil Number ${i}`,
      language: i % 2 === 0 ? "es" : "en",
    }));
    rows[4] = { ...rows[4], email: `pupil4-${t}@school` } as (typeof rows)[number];
    rows[9] = { ...rows[9], name: "P" } as (typeof rows)[number];

    const response = await addMany({ rows, invite: true, requestId: requestId() });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, added: 28 });
    expect(response.body.message).toBe("28 users added. 2 rows were not added: see why in the list.");
    const outcome = rowsOf(response);
    expect(outcome.filter((row) => row.outcome === "added")).toHaveLength(28);
    expect(outcome[4]).toMatchObject({
      outcome: "refused",
      problems: [{ field: "email", message: MESSAGES.emailInvalid }],
    });
    expect(outcome[9]).toMatchObject({
      outcome: "refused",
      problems: [{ field: "name", message: MESSAGES.nameTooShort }],
    });
    expect(await accountOf(`pupil4-${t}@school`)).toBeNull();
    expect(await accountOf(rows[9]?.email ?? "")).toBeNull();

    const spanish = await mailTo(rows[0]?.email ?? "");
    expect(spanish).toHaveLength(1);
    expect(spanish[0]?.message.subject).toBe("Task Planner — Ada Admin te ha añadido a Task Planner");
    expect(spanish[0]?.message.text).toContain(`Inicia sesión con Google usando esta dirección: ${rows[0]?.email}`);
    const english = await mailTo(rows[1]?.email ?? "");
    expect(english).toHaveLength(1);
    expect(english[0]?.message.subject).toBe("Task Planner — Ada Admin added you to Task Planner");
    expect(english[0]?.message.text).toContain(`Sign in with Google using this address: ${rows[1]?.email}`);
    expect(english[0]?.message.text).toContain("every morning at 08:00 on your clock");
    const made = await accountOf(rows[1]?.email ?? "");
    expect(made).toMatchObject({ name: "Pupil Number 1", role: "student", language: "en", active: true });
    expect(made?.awaitingSignIn?.invitedAt).toEqual(expect.any(String));
  });

  it("When an invitation is written, then it links only to the app (its address and the unsubscribe) with the unsubscribe headers, and escapes every name", async () => {
    const email = `quote-${tag()}@school.test`;
    const response = await addMany({
      rows: [{ email, name: `Zoë "<img src=x onerror=alert(1)>" O'Brien` }],
      invite: true,
      requestId: requestId(),
    });
    expect(rowsOf(response)[0]?.outcome).toBe("added");
    const [mail] = await mailTo(email);
    const html = mail?.message.html ?? "";
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("Zoë &#34;&#60;img src=x onerror=alert(1)&#62;&#34; O&#39;Brien");
    const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.startsWith(deps.config.appUrl)).toBe(true);
    expect(links[1]).toContain("/api/reminders/unsubscribe?user=");
    expect(mail?.message.headers).toEqual({
      "List-Unsubscribe": `<${links[1]?.replaceAll("&#38;", "&")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("When invite is false, then the accounts are made and nobody is sent an e-mail", async () => {
    const email = `quiet-${tag()}@school.test`;
    const response = await addMany({ rows: [{ email, name: "Quiet Pupil" }], invite: false, requestId: requestId() });
    expect(rowsOf(response)[0]?.outcome).toBe("added");
    expect(await mailTo(email)).toEqual([]);
    expect((await accountOf(email))?.awaitingSignIn).toEqual({ invitedAt: null });
  });

  it("When the list holds an address twice, whatever its case and spaces, or one that already has an account, then one account per address is made and the others say why", async () => {
    const t = tag();
    const existing = await provisionUser(deps, "student", `taken-${t}@school.test`);
    const response = await addMany({
      rows: [
        { email: `twice-${t}@school.test`, name: "First Twice" },
        { email: `  TWICE-${t}@School.TEST `, name: "Second Twice" },
        { email: existing.email.toUpperCase(), name: "Taken Again" },
      ],
      invite: true,
      requestId: requestId(),
    });
    expect(rowsOf(response).map((row) => [row.outcome, row.problems.map((problem) => problem.message)])).toEqual([
      ["added", []],
      ["refused", [MESSAGES.emailTwiceInList]],
      ["refused", [MESSAGES.emailTaken]],
    ]);
    expect((await accountOf(`twice-${t}@school.test`))?.name).toBe("First Twice");
    expect((await accountOf(existing.email))?.name).toBe(existing.name);
    expect(await mailTo(existing.email)).toEqual([]);
  });

  it("When rows name a group in another case, then the students join it and get the remaining days of the plan that follows it", async () => {
    const t = tag();
    const group = await newGroup(`B1 evening ${t}`);
    const first = await provisionUser(deps);
    await as(admin, request().post(`/api/groups/${group._id}/students`)).send({ add: [first._id] });
    const until = addDays(today, 6);
    const plan = await as(admin, request().post("/api/tasks/add")).send({
      name: `Evening reading ${t}`,
      instructions: "A page a day.",
      deadline: addDays(today, -3),
      category: "Reading",
      assignedTo: [first._id],
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until },
      groupId: group._id,
    });
    expect(plan.status).toBe(201);

    const emails = [`join-a-${t}@school.test`, `join-b-${t}@school.test`];
    const response = await addMany({
      rows: emails.map((email, i) => ({ email, name: `Joiner ${i}`, groups: [`b1  EVENING ${t}`] })),
      invite: true,
      requestId: requestId(),
    });
    expect(response.body.added).toBe(2);
    const ids = rowsOf(response).map((row) => row.userId ?? "");
    const groups = (await as(admin, request().get("/api/groups"))).body.groups as Group[];
    expect(groups.find((found) => found._id === group._id)?.students).toEqual([first._id, ...ids]);
    const plans = (await as(admin, request().get("/api/plans"))).body.plans as Plan[];
    expect(plans.find((found) => found.name === `Evening reading ${t}`)?.students).toEqual([first._id, ...ids]);
    const tasks = (await as(admin, request().get(`/api/users/${ids[0]}/tasks`))).body.tasks as Task[];
    expect(tasks.map((task) => task.deadline).sort()).toEqual(
      Array.from({ length: 7 }, (_, day) => addDays(today, day)),
    );
    expect((await mailTo(emails[0] ?? ""))[0]?.message.text).toContain(`Your groups: B1 evening ${t}.`);
  });

  it("When a row names no group by that name, or gives an admin a group, then that row alone is refused", async () => {
    const t = tag();
    const group = await newGroup(`A2 morning ${t}`);
    const response = await addMany({
      rows: [
        { email: `nogroup-${t}@school.test`, name: "No Group", groups: [`A2 mornin ${t}`] },
        { email: `admin-${t}@school.test`, name: "Group Admin", role: "admin", groups: [group.name] },
        { email: `fine-${t}@school.test`, name: "Fine Pupil", groups: [group.name] },
      ],
      invite: false,
      requestId: requestId(),
    });
    expect(rowsOf(response).map((row) => [row.outcome, row.problems.map((problem) => problem.message)])).toEqual([
      ["refused", [`There is no group called A2 mornin ${t}`]],
      ["refused", [MESSAGES.groupsForStudentsOnly]],
      ["added", []],
    ]);
    expect(await accountOf(`admin-${t}@school.test`)).toBeNull();
  });

  it("When names carry a link or control characters, or fields break Add New User's rules, then those rows are refused with its messages", async () => {
    const t = tag();
    const response = await addMany({
      rows: [
        { email: `link-${t}@school.test`, name: "Ana evil.example" },
        { email: `bidi-${t}@school.test`, name: "Ana\u202Egpj" },
        { email: `phone-${t}@school.test`, name: "Phone Pupil", phoneNumber: "call me" },
        { email: `born-${t}@school.test`, name: "Future Pupil", birthDate: addDays(today, 5) },
        { email: `role-${t}@school.test`, name: "Role Pupil", role: "teacher" },
        { email: `lang-${t}@school.test`, name: "Lang Pupil", language: "fr" },
      ],
      invite: true,
      requestId: requestId(),
    });
    expect(rowsOf(response).map((row) => row.problems.map((problem) => problem.message))).toEqual([
      [MESSAGES.nameWithLink],
      [MESSAGES.textControlCharacters],
      [MESSAGES.phoneInvalid],
      [MESSAGES.birthDateInFuture],
      [MESSAGES.roleInvalid],
      [MESSAGES.languageInvalid],
    ]);
    expect(response.body.added).toBe(0);
  });

  it("When the caller's language is Spanish, then each row's problems and the message are in Spanish", async () => {
    const response = await addMany({
      rows: [{ email: "not-an-address", name: "Spanish Row" }],
      invite: false,
      requestId: requestId(),
    }).set("Accept-Language", "es");
    // The admin's record names no language: the browser's is the caller's.
    expect(response.body.message).toBe("No se añadió ningún usuario. 1 fila no se añadió: mira el motivo en la lista.");
    expect(rowsOf(response)[0]?.problems[0]?.message).toBe("Escribe un correo electrónico válido");
  });

  it("When the list has more than 500 rows or none, then 400 with the message and nothing is made", async () => {
    const t = tag();
    const rows = Array.from({ length: MAX_USER_ROWS + 1 }, (_, i) => ({
      email: `many${i}-${t}@school.test`,
      name: "Many Pupil",
    }));
    const tooMany = await addMany({ rows, invite: true, requestId: requestId() });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`${MESSAGES.tooManyRows}.`);
    expect(await accountOf(`many0-${t}@school.test`)).toBeNull();
    const none = await addMany({ rows: [], invite: true, requestId: requestId() });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(`${MESSAGES.rowsRequired}.`);
  });

  it("When the body is over 1 MB, then 413 before anything is read, and nothing is made", async () => {
    const t = tag();
    const rows = Array.from({ length: 400 }, (_, i) => ({ email: `big${i}-${t}@school.test`, name: "B".repeat(3000) }));
    const response = await addMany({ rows, invite: true, requestId: requestId() });
    expect(response.status).toBe(413);
    expect(await accountOf(`big0-${t}@school.test`)).toBeNull();
  });

  it("When the same request comes again (an answer lost), then nobody is made or invited twice and its rows are reported added", async () => {
    const t = tag();
    const body = {
      rows: [0, 1, 2].map((i) => ({ email: `again${i}-${t}@school.test`, name: `Again Pupil ${i}` })),
      invite: true,
      requestId: requestId(),
    };
    const first = await addMany(body);
    const second = await addMany(body);
    expect(second.body.added).toBe(3);
    expect(rowsOf(second).map((row) => row.userId)).toEqual(rowsOf(first).map((row) => row.userId));
    for (const row of body.rows) expect(await mailTo(row.email)).toHaveLength(1);
    // Another request naming the same people finds their accounts: they already have one.
    const other = await addMany({ ...body, requestId: requestId() });
    expect(rowsOf(other).map((row) => row.outcome)).toEqual(["refused", "refused", "refused"]);
  });

  it("When a student, nobody, or a request without the CSRF token sends a list, then it is refused and nothing is made", async () => {
    const email = `refused-${tag()}@school.test`;
    const body = { rows: [{ email, name: "Refused Pupil" }], invite: true, requestId: requestId() };
    expect((await addMany(body, student)).status).toBe(403);
    expect((await request().post("/api/users/add-many").send(body)).status).toBe(401);
    expect((await request().post("/api/users/add-many").set("Cookie", admin.cookie).send(body)).status).toBe(403);
    expect(
      (
        await request()
          .post("/api/users/add-many")
          .set("Cookie", admin.cookie)
          .set("X-XSRF-TOKEN", student.xsrf)
          .send(body)
      ).status,
    ).toBe(403);
    expect(await accountOf(email)).toBeNull();
  });

  it("When the request is malformed (rows not a list, no request id, extra fields, text), then 400 or 415 and nothing is made", async () => {
    const email = `shape-${tag()}@school.test`;
    const row = { email, name: "Shape Pupil" };
    expect((await addMany({ rows: row, invite: true, requestId: requestId() })).status).toBe(400);
    expect((await addMany({ rows: [row], invite: true })).status).toBe(400);
    expect((await addMany({ rows: [row], invite: "yes", requestId: requestId() })).status).toBe(400);
    expect((await addMany({ rows: [row], requestId: "short" })).status).toBe(400);
    expect((await addMany({ rows: [row], requestId: requestId(), isAdmin: true })).status).toBe(400);
    const text = await as(admin, request().post("/api/users/add-many"))
      .set("Content-Type", "text/plain")
      .send(JSON.stringify({ rows: [row], requestId: requestId() }));
    expect(text.status).toBe(415);
    const odd = await addMany({ rows: [null, 7, "x", { ...row, isAdmin: true }], requestId: requestId() });
    expect(odd.status).toBe(200);
    expect(rowsOf(odd).map((found) => found.outcome)).toEqual(["refused", "refused", "refused", "refused"]);
    expect(await accountOf(email)).toBeNull();
  });

  it("When the admin's hourly invitation quota would be passed, then 429 and nothing of the list is made", async () => {
    const limited = createIsolatedTestApp("enrolment-quota");
    limited.deps.config.rateLimits.invitations = { limit: 2, windowSeconds: 3600 };
    const quotaAdmin = await signIn(limited.app, (await provisionUser(limited.deps, "admin")).email);
    const t = tag();
    const response = await as(quotaAdmin, supertest(limited.app).post("/api/users/add-many")).send({
      rows: [0, 1, 2].map((i) => ({ email: `quota${i}-${t}@school.test`, name: "Quota Pupil" })),
      invite: true,
      requestId: requestId(),
    });
    expect(response.status).toBe(429);
    expect(response.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await limited.deps.users.findByEmail(`quota0-${t}@school.test`)).toBeNull();
  });
});

describe("A failure partway through a list", () => {
  it("When some accounts fail to be written, then the answer names which were made and which not, and the same request again makes the rest, nobody twice", async () => {
    const base = createIsolatedTestApp("enrolment-fault");
    const failing = new Set<string>();
    /** A repository whose writes fail for the addresses in `failing`, as Firestore would when it is down. */
    class FlakyUsers extends UserRepository {
      override async insert(input: NewUser, id: string, extras?: NewAccountExtras) {
        if (failing.has(input.email)) throw new Error("14 UNAVAILABLE: the database is unreachable");
        return super.insert(input, id, extras);
      }
    }
    const users = new FlakyUsers(base.deps.db);
    const faultyApp = createApp({ ...base.deps, users });
    const faultyAdmin = await signIn(faultyApp, (await provisionUser(base.deps, "admin")).email);
    const t = tag();
    const group = await as(faultyAdmin, supertest(faultyApp).post("/api/groups")).send({ name: `Fault class ${t}` });
    const emails = [0, 1, 2, 3].map((i) => `fault${i}-${t}@school.test`);
    const body = {
      rows: emails.map((email, i) => ({ email, name: `Fault Pupil ${i}`, groups: [`Fault class ${t}`] })),
      invite: true,
      requestId: requestId(),
    };
    failing.add(emails[1] ?? "").add(emails[2] ?? "");
    const first = await as(faultyAdmin, supertest(faultyApp).post("/api/users/add-many")).send(body);
    expect(first.status).toBe(200);
    expect(rowsOf(first).map((row) => row.outcome)).toEqual(["added", "failed", "failed", "added"]);
    expect(rowsOf(first)[1]?.problems[0]?.message).toBe("Not added: something went wrong on our side. Send it again");
    expect(first.body.message).toBe("2 users added. 2 rows were not added: see why in the list.");

    failing.clear();
    const again = await as(faultyAdmin, supertest(faultyApp).post("/api/users/add-many")).send(body);
    expect(rowsOf(again).map((row) => row.outcome)).toEqual(["added", "added", "added", "added"]);
    expect(rowsOf(again)[0]?.userId).toBe(rowsOf(first)[0]?.userId);
    for (const email of emails) {
      const mail = await base.deps.db.collection(COLLECTIONS.mail).where("to", "==", email).get();
      expect(mail.size).toBe(1);
    }
    const joined = await base.deps.groups.find((group.body.group as Group)._id);
    expect(joined?.students.sort()).toEqual(
      rowsOf(again)
        .map((row) => row.userId)
        .sort(),
    );
    expect(await checkInvariants(base.deps)).toEqual([]);
  });
});

describe("Add New User's invitation", () => {
  it("When Add New User is sent with invite, then one invitation is queued in the person's language; without it, none", async () => {
    const invited = `single-${tag()}@school.test`;
    const response = await as(admin, request().post("/api/users/add")).send({
      email: invited,
      name: "Single Pupil",
      role: "student",
      language: "es",
      invite: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.user.awaitingSignIn).toEqual({ invitedAt: expect.any(String) });
    const mail = await mailTo(invited);
    expect(mail.map((found) => found.message.subject)).toEqual([
      "Task Planner — Ada Admin te ha añadido a Task Planner",
    ]);

    const quiet = `single-quiet-${tag()}@school.test`;
    await as(admin, request().post("/api/users/add")).send({ email: quiet, name: "Quiet Single", role: "student" });
    expect(await mailTo(quiet)).toEqual([]);
  });

  it("When Add New User with a picture sends invite as a multipart field, then the invitation is queued", async () => {
    const email = `picture-${tag()}@school.test`;
    const response = await as(admin, request().post("/api/users/add-with-picture"))
      .field("email", email)
      .field("name", "Picture Pupil")
      .field("role", "student")
      .field("invite", "true")
      .attach("picture", await pngBytes(), "me.png");
    expect(response.status).toBe(201);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("When the person's language is left to their first sign-in, then the invitation is in the inviter's language", async () => {
    const email = `inviter-lang-${tag()}@school.test`;
    await as(admin, request().post("/api/users/add"))
      .set("Accept-Language", "es-ES,es;q=0.9")
      .send({ email, name: "Blank Language", role: "student", invite: true });
    expect((await mailTo(email))[0]?.message.subject).toBe("Task Planner — Ada Admin te ha añadido a Task Planner");
    expect((await accountOf(email))?.language).toBeUndefined();
  });
});

describe("POST /api/users/{id}/invitation", () => {
  async function invitedStudent() {
    const email = `resend-${tag()}@school.test`;
    const response = await as(admin, request().post("/api/users/add")).send({
      email,
      name: "Resend Pupil",
      role: "student",
      invite: true,
    });
    return response.body.user as User;
  }
  const resend = (id: string, session = admin) => as(session, request().post(`/api/users/${id}/invitation`));
  const anHourAgo = (id: string) =>
    deps.db
      .collection(COLLECTIONS.users)
      .doc(id)
      .update({ invitedAt: [Timestamp.fromMillis(Date.now() - 61 * 60_000)] });

  it("When it is sent again within the hour, then 429 with the wait and nothing is queued; an hour on, it goes", async () => {
    const user = await invitedStudent();
    const soon = await resend(user._id);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(
      /^Resend Pupil was sent an invitation a short while ago: send it again in (60|59) minutes\.$/,
    );
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await mailTo(user.email)).toHaveLength(1);

    await anHourAgo(user._id);
    const later = await resend(user._id);
    expect(later.status).toBe(200);
    expect(later.body.message).toBe("The invitation to Resend Pupil is on its way.");
    expect(await mailTo(user.email)).toHaveLength(2);
    const row = (await listed()).find((found) => found._id === user._id);
    expect(new Date(row?.awaitingSignIn?.invitedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("When two admins press it at the same moment, then one invitation goes and the other is told to wait", async () => {
    const user = await invitedStudent();
    await anHourAgo(user._id);
    const statuses = (await Promise.all([resend(user._id), resend(user._id)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 429]);
    expect(await mailTo(user.email)).toHaveLength(2);
  });

  it("When the person has signed in, then Users no longer shows them as invited and sending again is 409", async () => {
    const user = await invitedStudent();
    expect((await listed()).find((found) => found._id === user._id)?.awaitingSignIn).toBeDefined();
    await signIn(app, user.email);
    expect((await listed()).find((found) => found._id === user._id)?.awaitingSignIn).toBeUndefined();
    await anHourAgo(user._id);
    const response = await resend(user._id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("Resend Pupil has already signed in: they need no invitation.");
  });

  it("When the person unsubscribed from the invitation, then sending again is 409, and their first sign-in gives the daily reminder without e-mail", async () => {
    const user = await invitedStudent();
    await deps.users.stopReminderEmails(user._id);
    await anHourAgo(user._id);
    const response = await resend(user._id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("Resend Pupil turned Task Planner's e-mails off: tell them another way.");
    const credential = await googleIdToken(user.email);
    const signedIn = await request().post("/api/auth/google").send({ credential, timeZone: "Europe/Madrid" });
    expect(signedIn.body.user.reminder).toEqual({ time: "08:00", timeZone: "Europe/Madrid", email: false });
  });

  it("When a student asks, the account is unknown or the id is not one, then 403, 404 or 400 and nothing is queued", async () => {
    const user = await invitedStudent();
    await anHourAgo(user._id);
    expect((await resend(user._id, student)).status).toBe(403);
    expect((await request().post(`/api/users/${user._id}/invitation`).set("Cookie", admin.cookie)).status).toBe(403);
    expect((await resend("no-such-user-id")).status).toBe(404);
    expect((await resend("a b")).status).toBe(400);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("When the account is deactivated, then 409 and nothing is queued", async () => {
    const user = await invitedStudent();
    await anHourAgo(user._id);
    await as(admin, request().patch(`/api/users/${user._id}/status`)).send({ active: false });
    const response = await resend(user._id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("This account is deactivated: reactivate it before inviting its person.");
    expect(await mailTo(user.email)).toHaveLength(1);
  });
});
