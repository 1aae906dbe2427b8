/**
 * What a supervisor reads after changing a group's or a plan's students (the toast is the answer's message): what
 * happened, as a person says it, without the parts that are nothing, in the caller's language; and the review
 * inbox's count of one group's proofs beside the class's.
 */
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Group, Plan, User } from "@common/api-types";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { createIsolatedTestApp, provisionUser, type Session, signIn, signInNew, withSession as as } from "./harness";
import { pngBytes } from "./images";

const { app, deps } = createIsolatedTestApp("groups-answers");
const request = () => supertest(app);
const tomorrow = addDays(toCalendarDate(new Date()), 1);

let english: Session;
let spanish: Session;

beforeAll(async () => {
  english = await signInNew(app, deps, "admin");
  const spanishAdmin = await provisionUser(deps, "admin");
  await deps.users.setLanguage(spanishAdmin._id, "es");
  spanish = await signIn(app, spanishAdmin.email);
});

const students = async (count: number) => Promise.all(Array.from({ length: count }, () => provisionUser(deps)));

/** A plan of `days` days from tomorrow on, every day of the week, for `group` when given. */
async function planFor(admin: Session, name: string, people: User[], days: number, group?: Group): Promise<Plan> {
  const created = await as(admin, request().post("/api/tasks/add")).send({
    name,
    instructions: "Read a page aloud.",
    deadline: tomorrow,
    category: "Reading",
    assignedTo: people.map((user) => user._id),
    ...(days > 1 ? { repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(tomorrow, days - 1) } } : {}),
    ...(group ? { groupId: group._id } : {}),
  });
  expect(created.status).toBe(201);
  const plan = ((await as(admin, request().get("/api/plans"))).body.plans as Plan[]).find((p) => p.name === name);
  if (!plan) throw new Error("the plan is not listed");
  return plan;
}

async function newGroup(admin: Session, name: string): Promise<Group> {
  const created = await as(admin, request().post("/api/groups")).send({ name });
  expect(created.status).toBe(201);
  return created.body.group as Group;
}

const ids = (people: User[]) => people.map((user) => user._id);

/** The message of a change of a group's students. */
async function groupChange(admin: Session, group: Group, add: User[], remove: User[] = []) {
  const answer = await as(admin, request().post(`/api/groups/${group._id}/students`)).send({
    add: ids(add),
    remove: ids(remove),
  });
  expect(answer.status).toBe(200);
  return answer.body.message as string;
}

async function planChange(admin: Session, plan: Plan, add: User[], remove: User[] = []) {
  const answer = await as(admin, request().post(`/api/plans/${plan._id}/students`)).send({
    add: ids(add),
    remove: ids(remove),
  });
  expect(answer.status).toBe(200);
  return answer.body.message as string;
}

describe("The answer to a change of a group's students", () => {
  it("When students join and leave a group with a plan, then the answer says who joined and left and what its plans did, leaving out what is nothing", async () => {
    const [a, b, c, d] = (await students(4)) as [User, User, User, User];
    const group = await newGroup(english, "B1 evening");
    expect(await groupChange(english, group, [a, b])).toBe("2 students joined the group.");
    await planFor(english, "Evening reading", [a, b], 3, group);

    expect(await groupChange(english, group, [c], [b])).toBe(
      "1 student joined the group and 1 left. Its plans added 3 tasks and deleted 3 from today on.",
    );
    expect(await groupChange(english, group, [d])).toBe("1 student joined the group. Its plans added 3 tasks.");
    expect(await groupChange(english, group, [], [c, d])).toBe(
      "2 students left the group. Its plans deleted 6 tasks from today on.",
    );
    expect(await groupChange(english, group, [a])).toBe("No student joined or left the group.");
  });

  it("When the caller's language is Spanish, then the answer says it in Spanish", async () => {
    const [a, b, c] = (await students(3)) as [User, User, User];
    const group = await newGroup(spanish, "B1 tarde");
    expect(await groupChange(spanish, group, [a, b])).toBe("2 estudiantes se unieron al grupo.");
    await planFor(spanish, "Lectura de la tarde", [a, b], 1, group);

    expect(await groupChange(spanish, group, [c], [b])).toBe(
      "1 estudiante se unió al grupo y 1 lo dejó. Sus planes añadieron 1 tarea y eliminaron 1 de hoy en adelante.",
    );
    expect(await groupChange(spanish, group, [], [a, c])).toBe(
      "2 estudiantes dejaron el grupo. Sus planes eliminaron 2 tareas de hoy en adelante.",
    );
    expect(await groupChange(spanish, group, [], [a])).toBe("Nadie se unió al grupo ni lo dejó.");
  });
});

describe("The answer to a change of a plan's students", () => {
  it("When students are added to a plan and removed from it, then the answer says the tasks added and deleted, leaving out what is nothing", async () => {
    const [a, b, c] = (await students(3)) as [User, User, User];
    const plan = await planFor(english, "Weekly diary", [a, b], 3);
    expect(await planChange(english, plan, [c])).toBe("Added 3 tasks.");
    expect(await planChange(english, plan, [], [b])).toBe("Deleted 3 tasks from today on.");
    expect(await planChange(english, plan, [b], [c])).toBe("Added 3 tasks and deleted 3 from today on.");
    expect(await planChange(english, plan, [], [c])).toBe("No task was added or deleted.");
    const short = await planFor(english, "One day diary", [a, b], 1);
    expect(await planChange(english, short, [c], [b])).toBe("Added 1 task and deleted 1 from today on.");
  });

  it("When the caller's language is Spanish, then the answer says it in Spanish, in the singular too", async () => {
    const [a, b, c] = (await students(3)) as [User, User, User];
    const plan = await planFor(spanish, "Diario semanal", [a, b], 3);
    expect(await planChange(spanish, plan, [c])).toBe("Se añadieron 3 tareas.");
    expect(await planChange(spanish, plan, [], [b])).toBe("Se eliminaron 3 tareas de hoy en adelante.");
    expect(await planChange(spanish, plan, [b], [c])).toBe(
      "Se añadieron 3 tareas y se eliminaron 3 de hoy en adelante.",
    );
    expect(await planChange(spanish, plan, [], [c])).toBe("No se añadió ni se eliminó ninguna tarea.");
    const short = await planFor(spanish, "Diario de un día", [a, b], 1);
    expect(await planChange(spanish, short, [c], [b])).toBe("Se añadió 1 tarea y se eliminó 1 de hoy en adelante.");
    expect(await planChange(spanish, short, [], [c])).toBe("Se eliminó 1 tarea de hoy en adelante.");
  });
});

describe("The review count of a group", () => {
  it("When one of the class's proofs awaiting review is the group's, then the group's count is 1 beside the class's; an unknown group is 404", async () => {
    const [inGroup, outside] = (await students(2)) as [User, User];
    const group = await newGroup(english, "Reviewed");
    await groupChange(english, group, [inGroup]);
    for (const student of [inGroup, outside]) {
      const created = await as(english, request().post("/api/tasks/add")).send({
        name: "Diary",
        instructions: "Write.",
        deadline: tomorrow,
        category: "Writing",
        assignedTo: [student._id],
      });
      const session = await signIn(app, student.email);
      const sent = await as(session, request().post(`/api/tasks/upload-proof/${created.body.task._id}`)).attach(
        "proof",
        await pngBytes(8, 8),
        "proof.png",
      );
      expect(sent.status).toBe(200);
    }
    const ofGroup = await as(english, request().get(`/api/tasks/review-count?group=${group._id}`));
    expect(ofGroup.status).toBe(200);
    expect(ofGroup.body.count).toBe(1);
    expect((await as(english, request().get("/api/tasks/review-count"))).body.count).toBe(2);
    const empty = await newGroup(english, "Nobody yet");
    expect((await as(english, request().get(`/api/tasks/review-count?group=${empty._id}`))).body.count).toBe(0);
    expect((await as(english, request().get("/api/tasks/review-count?group=no-such-group"))).status).toBe(404);
    expect((await as(english, request().get("/api/tasks/review-count?group=bad id!"))).status).toBe(400);
  });
});
