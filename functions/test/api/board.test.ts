/**
 * Progress at a glance: the counts each change keeps on the student's record, the class board's
 * week and the CSV export. Runs on a project of its own, so that the board's class is this file's students.
 */
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { Task, User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { onTimeRate, streak } from "@common/progress";
import { createIsolatedTestApp, provisionUser, signIn, signedInAdminAndStudent, withSession as as } from "./harness";
import { pngBytes } from "./images";
import { checkInvariants } from "./invariants";

const { app, deps } = createIsolatedTestApp("board");
const request = () => supertest(app);
const people = signedInAdminAndStudent(app, deps);
const today = toCalendarDate(new Date());

async function taskDue(deadline: string, assignedTo = people.studentUser._id, name = "Read a page"): Promise<Task> {
  const response = await as(people.admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Read it aloud.",
    deadline,
    category: "Reading",
    assignedTo,
  });
  expect(response.status).toBe(201);
  return response.body.task as Task;
}

const send = async (taskId: string, timeZone = "UTC") =>
  as(people.student, request().post(`/api/tasks/upload-proof/${taskId}`))
    .attach("proof", await pngBytes(), "p.png")
    .field("timeZone", timeZone);

const myProgress = async () =>
  ((await request().get("/api/users/is-auth").set("Cookie", people.student.cookie)).body.user as User).progress ?? {};

describe("The counts behind streaks and on-time rates", () => {
  it("When proofs come on time, late, or are sent back, then the student's progress says so, and the streak follows", async () => {
    const [twoDaysAgo, yesterday] = [addDays(today, -2), addDays(today, -1)];
    // Verified by the admin without a proof: their call, on time.
    const verified = await taskDue(twoDaysAgo);
    await as(people.admin, request().patch(`/api/tasks/update/${verified._id}`)).send({ status: "completed" });
    expect((await myProgress())[twoDaysAgo]).toEqual([1, 1]);
    // Yesterday's task, sent today (in UTC, where the server's today is): late.
    const late = await taskDue(yesterday);
    expect((await send(late._id)).status).toBe(200);
    expect((await myProgress())[yesterday]).toEqual([1, 0]);
    // Today's task sent today: on time; sent back, it no longer counts; sent again, it does.
    const todays = await taskDue(today);
    await send(todays._id);
    expect((await myProgress())[today]).toEqual([1, 1]);
    const seen = (await deps.tasks.findById(todays._id))?.proofUrl;
    const redo = await as(people.admin, request().post(`/api/tasks/${todays._id}/review`)).send({
      decision: "redo",
      reason: "Blurred",
      proofUrl: seen,
    });
    expect(redo.status).toBe(200);
    expect((await myProgress())[today]).toEqual([1, 0]);
    await send(todays._id);
    const progress = await myProgress();
    expect(progress[today]).toEqual([1, 1]);
    // Today is done; yesterday was late: a streak of one, and one of the two tasks before today on time.
    expect(streak(progress, today)).toEqual({ days: 1, atLeast: false });
    expect(onTimeRate(progress, today)).toEqual({ due: 2, onTime: 1, rate: 0.5 });
    expect(await checkInvariants(deps)).toEqual([]);
  });

  it("When tasks are planned weeks ahead, then the progress sent with the student stops at tomorrow", async () => {
    await taskDue(addDays(today, 1));
    await taskDue(addDays(today, 30));
    const progress = await myProgress();
    expect(progress[addDays(today, 1)]).toEqual([1, 0]);
    expect(progress[addDays(today, 30)]).toBeUndefined();
  });

  it("When a task moves to another day or is deleted, then both days' counts follow, with no empty day left", async () => {
    const student = await provisionUser(deps);
    const task = await taskDue(addDays(today, -3), student._id);
    await as(people.admin, request().patch(`/api/tasks/${task._id}`)).send({ deadline: addDays(today, -4) });
    let record = await deps.db.collection("users").doc(student._id).get();
    expect(record.get("dueByDay")).toEqual({ [addDays(today, -4)]: 1 });
    await as(people.admin, request().delete(`/api/tasks/${task._id}`));
    record = await deps.db.collection("users").doc(student._id).get();
    expect(record.get("dueByDay")).toEqual({});
    expect(await checkInvariants(deps)).toEqual([]);
  });
});

describe("The class board", () => {
  it("When an admin opens a week, then every active student comes with their progress and the week's tasks only", async () => {
    const monday = mondayOf(today);
    const [ana, ben, gone] = [await provisionUser(deps), await provisionUser(deps), await provisionUser(deps)];
    await taskDue(monday, ana._id, "Monday reading");
    await taskDue(addDays(monday, 6), ben._id, "Sunday reading");
    await taskDue(addDays(monday, 7), ana._id, "Next week's reading");
    await taskDue(monday, gone._id, "Of a deactivated student");
    await as(people.admin, request().patch(`/api/users/${gone._id}/status`)).send({ active: false });

    const response = await as(people.admin, request().get(`/api/board?week=${addDays(monday, 3)}`));
    expect(response.status).toBe(200);
    expect(response.body.week).toBe(monday);
    const ids = (response.body.students as User[]).map((student) => student._id);
    expect(ids).toEqual(expect.arrayContaining([ana._id, ben._id]));
    expect(ids).not.toContain(gone._id);
    expect((response.body.students as User[]).every((student) => student.role === "student" && student.progress)).toBe(
      true,
    );
    const names = (response.body.tasks as Task[]).map((task) => task.name);
    expect(names).toEqual(expect.arrayContaining(["Monday reading", "Sunday reading"]));
    expect(names).not.toContain("Next week's reading");
    expect(names).not.toContain("Of a deactivated student");
  });

  it("When the week is malformed, then 400; a student gets 403 and an anonymous caller 401", async () => {
    for (const week of ["", "2026-02-30", "x", "1899-12-31"]) {
      expect((await as(people.admin, request().get(`/api/board?week=${week}`))).status).toBe(400);
    }
    expect((await as(people.admin, request().get("/api/board?week=2026-11-30&x=1"))).status).toBe(400);
    expect((await as(people.student, request().get("/api/board?week=2026-11-30"))).status).toBe(403);
    expect((await request().get("/api/board?week=2026-11-30")).status).toBe(401);
    expect((await as(people.student, request().get("/api/board/export?from=2026-11-01&to=2026-11-30"))).status).toBe(
      403,
    );
  });
});

describe("The CSV export", () => {
  it("When an admin exports a range, then one row per task with calendar dates, and formulas written as text", async () => {
    const student = await provisionUser(deps);
    const day = addDays(today, -10);
    const task = await taskDue(day, student._id, '=HYPERLINK("http://evil.example","Click")');
    const session = await signIn(app, student.email);
    await as(session, request().post(`/api/tasks/upload-proof/${task._id}`))
      .attach("proof", await pngBytes(), "p.png")
      .field("timeZone", "Europe/Paris");
    const seen = (await deps.tasks.findById(task._id))?.proofUrl;
    await as(people.admin, request().post(`/api/tasks/${task._id}/review`)).send({
      decision: "approve",
      proofUrl: seen,
    });

    const response = await as(
      people.admin,
      request().get(`/api/board/export?from=${day}&to=${day}&timeZone=Pacific/Honolulu`),
    ).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="tasks-${day}-to-${day}.csv"`);
    const lines = response.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"student","e-mail","task","category","deadline","status","submitted at","verified at"');
    const row = lines.find((line) => line.includes(student.email)) ?? "";
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(
      `,"Reading","${day}","Verified by admin","${todayIn("Europe/Paris")}","${todayIn("Pacific/Honolulu")}"`,
    );
    // Every cell quoted: where ";" separates a spreadsheet's cells, "Ada;=2+3" stays one cell of text.
    await as(session, request().patch("/api/users/update")).send({
      name: "Ada;=2+3",
      phoneNumber: "",
      birthDate: "",
      socialLinks: [],
    });
    const again = await as(people.admin, request().get(`/api/board/export?from=${day}&to=${day}`)).buffer(true);
    expect(again.text).toContain('"Ada;=2+3"');
    // A GET, but it asks for the CSRF header: a link on another site cannot fetch the class's data.
    const linked = await request().get(`/api/board/export?from=${day}&to=${day}`).set("Cookie", people.admin.cookie);
    expect(linked.status).toBe(403);
  });

  it("When the range is backwards, longer than a year, or the time zone unknown, then 400", async () => {
    const bad = [
      "from=2026-11-30&to=2026-11-01",
      "from=2026-01-01&to=2027-01-02",
      "from=2026-11-01",
      "from=2026-11-01&to=2026-11-30&timeZone=Mars/Olympus",
    ];
    for (const query of bad) {
      expect((await as(people.admin, request().get(`/api/board/export?${query}`))).status, query).toBe(400);
    }
  });
});

const todayIn = (zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
