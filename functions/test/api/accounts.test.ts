/**
 * Managing accounts: the Users page's counts, edits, deactivation and deletion. Runs on a project
 * of its own, so that "the last admin" means this file's admins only.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Task, UserSummary } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, MAX_TEMPLATES } from "@common/constants";
import { getAuth } from "firebase-admin/auth";
import { uploadProof } from "../../src/reviews/review-service";
import { TaskRepository } from "../../src/tasks/task-repository";
import {
  createIsolatedTestApp,
  googleIdToken,
  provisionUser,
  signIn,
  withSession as as,
  type Session,
} from "./harness";
import { checkInvariants } from "./invariants";
import { pngBytes } from "./images";

const { app, deps } = createIsolatedTestApp("accounts");
const request = () => supertest(app);
let admin: Session;
let adminId: string;

beforeAll(async () => {
  const user = await provisionUser(deps, "admin");
  adminId = user._id;
  admin = await signIn(app, user.email);
});

const list = async () =>
  (await request().get("/api/users/list").set("Cookie", admin.cookie)).body.users as UserSummary[];
const taskFor = (assignedTo: string, deadline: string) =>
  as(admin, request().post("/api/tasks/add")).send({
    name: "Read",
    instructions: "Read a page.",
    deadline,
    category: "Reading",
    assignedTo,
  });

describe("The Users page", () => {
  it("When an admin lists users, then students carry open and overdue counts, from one query", async () => {
    const student = await provisionUser(deps);
    const today = toCalendarDate(new Date());
    await taskFor(student._id, addDays(today, -2));
    await taskFor(student._id, addDays(today, 3));
    const done = (await taskFor(student._id, addDays(today, -1))).body.task as Task;
    await as(admin, request().patch(`/api/tasks/update/${done._id}`)).send({ status: "completed" });
    const found = (await list()).find((user) => user._id === student._id);
    expect(found).toMatchObject({ openTasks: 2, overdueTasks: 1, active: true, role: "student" });
    expect(found?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("Editing an account", () => {
  it("When an admin edits a user, then the name, phone, birth date and role change; e-mail cannot", async () => {
    const student = await provisionUser(deps);
    const response = await as(admin, request().patch(`/api/users/${student._id}`)).send({
      name: "Renamed Student",
      role: "student",
      phoneNumber: "+44 20 7946 0958",
      birthDate: "2005-01-02",
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: "Renamed Student", birthDate: "2005-01-02" });
    const withEmail = await as(admin, request().patch(`/api/users/${student._id}`)).send({
      name: "X Y",
      role: "student",
      email: "new@example.test",
    });
    expect(withEmail.status).toBe(400);
  });

  it("When an admin would demote themselves or the last admin, then 409; another admin may be demoted", async () => {
    const self = await as(admin, request().patch(`/api/users/${adminId}`)).send({ name: "Boss", role: "student" });
    expect(self.status).toBe(409);
    const second = await provisionUser(deps, "admin");
    const demoted = await as(admin, request().patch(`/api/users/${second._id}`)).send({
      name: "Second",
      role: "student",
    });
    expect(demoted.status).toBe(200);
    expect((await deps.users.findById(second._id))?.role).toBe("student");
  });
});

describe("Deactivating an account", () => {
  it("When a signed-in student is deactivated, then their session ends at once and they cannot sign in", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(200);
    const off = await as(admin, request().patch(`/api/users/${student._id}/status`)).send({ active: false });
    expect(off.status).toBe(200);
    expect(off.body.user.active).toBe(false);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(401);
    const again = await request()
      .post("/api/auth/google")
      .send({ credential: await googleIdToken(student.email) });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/deactivated/);
    expect((await taskFor(student._id, "2026-12-01")).status).toBe(400);

    await as(admin, request().patch(`/api/users/${student._id}/status`)).send({ active: true });
    expect(
      (
        await request()
          .post("/api/auth/google")
          .send({ credential: await googleIdToken(student.email) })
      ).status,
    ).toBe(200);
  });

  it("When an admin would deactivate themselves, then 409", async () => {
    expect((await as(admin, request().patch(`/api/users/${adminId}/status`)).send({ active: false })).status).toBe(409);
  });
});

describe("Deleting an account", () => {
  it("When the confirmation is not the user's e-mail, then 400 and nothing is deleted", async () => {
    const student = await provisionUser(deps);
    const response = await as(admin, request().delete(`/api/users/${student._id}`)).send({ confirmEmail: "nope@x.y" });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/exactly to confirm/);
    expect(await deps.users.findById(student._id)).not.toBeNull();
  });

  it("When a user is deleted, then their tasks, proofs, notifications, sessions and address go, nothing dangling", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    const created = (await taskFor(student._id, "2026-12-03")).body.task as Task;
    await as(session, request().post(`/api/tasks/upload-proof/${created._id}`)).attach(
      "proof",
      await pngBytes(),
      "p.png",
    );
    await as(session, request().post("/api/users/upload-picture")).attach("picture", await pngBytes(), "me.png");
    const response = await as(admin, request().delete(`/api/users/${student._id}`)).send({
      confirmEmail: student.email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(await deps.users.findById(student._id)).toBeNull();
    expect(await deps.users.findByEmail(student.email)).toBeNull();
    expect(await deps.tasks.findById(created._id)).toBeNull();
    const notifications = await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", student._id).get();
    expect(notifications.size).toBe(0);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(401);
    expect(await deps.files.list(`proofs/${student._id}/`)).toEqual([]);
    expect(await deps.files.list(`pictures/${student._id}/`)).toEqual([]);
    expect(await checkInvariants(deps)).toEqual([]);
    // The address can be used for a new account.
    expect((await provisionUser(deps, "student", student.email)).email).toBe(student.email);
  });

  it("When an admin would delete themselves, then 409", async () => {
    const me = (await deps.users.findById(adminId))?.email ?? "";
    expect((await as(admin, request().delete(`/api/users/${adminId}`)).send({ confirmEmail: me })).status).toBe(409);
  });

  it("When a student or a request without the CSRF token tries, then it is refused", async () => {
    const student = await provisionUser(deps);
    const studentSession = await signIn(app, student.email);
    const other = await provisionUser(deps);
    expect(
      (await as(studentSession, request().patch(`/api/users/${other._id}/status`)).send({ active: false })).status,
    ).toBe(403);
    expect(
      (
        await request()
          .delete(`/api/users/${other._id}`)
          .set("Cookie", admin.cookie)
          .send({ confirmEmail: other.email })
      ).status,
    ).toBe(403);
    expect(await deps.users.findById(other._id)).not.toBeNull();
  });
});

/** The test project's Firestore, with `act` run once, just before the first batch commits (a race, made certain). */
function beforeFirstBatch(act: () => Promise<unknown>) {
  let done = false;
  return new Proxy(deps.db, {
    get(target, key, receiver) {
      if (key !== "batch") return Reflect.get(target, key, receiver) as unknown;
      return () => {
        const batch = target.batch();
        const commit = batch.commit.bind(batch);
        batch.commit = async () => {
          if (!done) {
            done = true;
            await act();
          }
          return commit();
        };
        return batch;
      };
    },
  }) as typeof deps.db;
}

describe("Races and edges (found by an attack on the running stack)", () => {
  it("When a user is deleted while tasks are being created for them, then none of their tasks is left", async () => {
    const student = await provisionUser(deps);
    const creations = Array.from({ length: 6 }, () => taskFor(student._id, "2026-12-04"));
    const deletion = as(admin, request().delete(`/api/users/${student._id}`)).send({ confirmEmail: student.email });
    const responses = await Promise.all([...creations, deletion]);
    expect(responses.every((response) => response.status < 500)).toBe(true);
    const left = await deps.db.collection(COLLECTIONS.tasks).where("assignedTo", "==", student._id).get();
    expect(left.size).toBe(0);
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a task's student no longer exists, then the task can still be deleted", async () => {
    const student = await provisionUser(deps);
    const created = (await taskFor(student._id, "2026-12-05")).body.task as Task;
    await deps.db.collection(COLLECTIONS.users).doc(student._id).delete();
    expect((await as(admin, request().delete(`/api/tasks/${created._id}`))).status).toBe(200);
    expect(await deps.tasks.findById(created._id)).toBeNull();
    await deps.db.collection(COLLECTIONS.userEmails).doc(student.email.toLowerCase()).delete();
  });

  it("When an account is reactivated, then a session left by a sign-in that raced the deactivation is gone", async () => {
    const student = await provisionUser(deps);
    await as(admin, request().patch(`/api/users/${student._id}/status`)).send({ active: false });
    // What a sign-in racing the deactivation could leave behind.
    const raced = await signIn(app, student.email).catch(() => null);
    expect(raced).toBeNull();
    await deps.sessions.create("raced-session-id", student._id, new Date(Date.now() + 60_000));
    await as(admin, request().patch(`/api/users/${student._id}/status`)).send({ active: true });
    expect(await deps.sessions.find("raced-session-id")).toBeNull();
  });

  it("When a task moves to another student while an account's tasks are being deleted, then it stays theirs and counted", async () => {
    const [leaving, staying] = [await provisionUser(deps), await provisionUser(deps)];
    const moving = (await taskFor(leaving._id, "2026-12-06")).body.task as Task;
    await taskFor(leaving._id, "2026-12-07");
    await deps.db.collection(COLLECTIONS.users).doc(leaving._id).delete();
    // Between the deletion's read of the tasks and its first batch, a task changes (here: hands, with its count).
    const racing = beforeFirstBatch(async () => {
      await deps.db.collection(COLLECTIONS.tasks).doc(moving._id).update({ assignedTo: staying._id });
      await deps.db
        .collection(COLLECTIONS.users)
        .doc(staying._id)
        .update({ "openByDeadline.2026-12-06": 1, "dueByDay.2026-12-06": 1 });
    });
    await new TaskRepository(racing).deleteAllOf(leaving._id);
    expect((await deps.tasks.findById(moving._id))?.assignedTo).toBe(staying._id);
    const left = await deps.db.collection(COLLECTIONS.tasks).where("assignedTo", "==", leaving._id).get();
    expect(left.size).toBe(0);
    await deps.db.collection(COLLECTIONS.userEmails).doc(leaving.email.toLowerCase()).delete();
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When a proof comes while an account's tasks are being deleted, then no file of it is left", async () => {
    const student = await provisionUser(deps);
    const created = (await taskFor(student._id, "2026-12-08")).body.task as Task;
    await deps.db.collection(COLLECTIONS.users).doc(student._id).delete();
    // Between the deletion's read of the tasks and its batch, an upload that was on the way commits.
    const racing = beforeFirstBatch(async () => {
      // Refused: the account's record is gone, and the proof's write updates the student's counts.
      const upload = uploadProof(deps, created._id, student, [{ kind: "image", bytes: await pngBytes() }]);
      await expect(upload).rejects.toMatchObject({ status: 409 });
    });
    const files = await new TaskRepository(racing).deleteAllOf(student._id);
    const stored = await deps.files.list(`proofs/${student._id}/`);
    expect(stored.filter((key) => !key.endsWith(".thumb.webp")).sort()).toEqual([...files].sort());
    await deps.media.remove(...files);
    expect(await deps.files.list(`proofs/${student._id}/`)).toEqual([]);
    await deps.db.collection(COLLECTIONS.userEmails).doc(student.email.toLowerCase()).delete();
  });

  it("When a user is deleted, then the sign-in record Firebase Auth kept of them goes too", async () => {
    const student = await provisionUser(deps);
    await signIn(app, student.email);
    const auth = getAuth();
    expect((await auth.getUserByEmail(student.email)).email).toBe(student.email);
    const deleted = await as(admin, request().delete(`/api/users/${student._id}`)).send({
      confirmEmail: student.email,
    });
    expect(deleted.status).toBe(200);
    await expect(auth.getUserByEmail(student.email)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("When an active account is 'reactivated', then its sessions go on", async () => {
    const other = await provisionUser(deps, "admin");
    const session = await signIn(app, other.email);
    const response = await as(admin, request().patch(`/api/users/${other._id}/status`)).send({ active: true });
    expect(response.status).toBe(200);
    expect((await request().get("/api/users/is-auth").set("Cookie", session.cookie)).status).toBe(200);
  });

  it("When a student with open tasks would be made an admin, then 409 until the tasks are gone", async () => {
    const student = await provisionUser(deps);
    const created = (await taskFor(student._id, "2026-12-09")).body.task as Task;
    const edit = { name: student.name, role: "admin", phoneNumber: "", birthDate: "" };
    const refused = await as(admin, request().patch(`/api/users/${student._id}`)).send(edit);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/open tasks/);
    await as(admin, request().delete(`/api/tasks/${created._id}`));
    expect((await as(admin, request().patch(`/api/users/${student._id}`)).send(edit)).status).toBe(200);
  });

  it("When the template library is full, then a new template is refused with 409", async () => {
    const existing = (await deps.db.collection(COLLECTIONS.templates).count().get()).data().count;
    for (let i = existing; i < MAX_TEMPLATES; i += 1) {
      await deps.templates.create({ name: `Template ${i}`, instructions: "x", category: "Other" }, adminId);
    }
    const response = await as(admin, request().post("/api/templates")).send({
      name: "One too many",
      instructions: "x",
      category: "Other",
    });
    expect(response.status).toBe(409);
  });

  it("When a student with a done task became an admin, then the task cannot be reopened", async () => {
    const student = await provisionUser(deps);
    const created = (await taskFor(student._id, "2026-12-10")).body.task as Task;
    await as(admin, request().patch(`/api/tasks/update/${created._id}`)).send({ status: "completed" });
    const edit = { name: student.name, role: "admin", phoneNumber: "", birthDate: "" };
    expect((await as(admin, request().patch(`/api/users/${student._id}`)).send(edit)).status).toBe(200);
    const reopen = await as(admin, request().patch(`/api/tasks/update/${created._id}`)).send({ status: "pending" });
    expect(reopen.status).toBe(409);
    expect((await deps.tasks.findById(created._id))?.status).toBe("completed");
  });
});
