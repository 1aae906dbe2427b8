/**
 * The class board for a class of 40 students with two tasks a day for a week: the document reads
 * and server time of its week (budget: the week's tasks + the students + 2 for the session).
 */
import { addDays } from "@common/calendar-date";
import { CATEGORIES, COLLECTIONS } from "@common/constants";
import { type AppDeps } from "../../functions/src/tooling";
import { benchStudents, measuredRequest, type BenchApp } from "./planning";

const STUDENTS = 40;
const TASKS_A_DAY = 2;
/** A week no other part of the bench gives tasks to (the plan's twelve weeks end in March 2027). */
const WEEK = "2027-06-07";

export interface BoardFigures {
  /** Active students shown, and every student's record (deactivated ones too), which the board reads. */
  students: number;
  studentRecords: number;
  tasks: number;
  reads: number;
  serverMs: number;
}

/**
 * A class of 40 students (`label` names them) with two tasks a day in each of `weeks` (their Mondays), a third
 * of them completed: the class the board's figures are measured on, server-side here and drawn in the
 * browser (interactions.ts).
 */
export async function seedClass(deps: Pick<AppDeps, "users" | "tasks">, label: string, weeks: string[]) {
  const students = await benchStudents(deps, label, STUDENTS);
  for (const student of students) {
    await Promise.all(
      weeks.flatMap((week) =>
        Array.from({ length: 7 * TASKS_A_DAY }, (_, t) =>
          deps.tasks.create({
            name: `Task ${t}`,
            instructions: "Practise.",
            deadline: addDays(week, Math.floor(t / TASKS_A_DAY)),
            category: CATEGORIES[t % CATEGORIES.length] ?? "Other",
            assignedTo: student._id,
            status: t % 3 === 0 ? "completed" : "pending",
          }),
        ),
      ),
    );
  }
  return students;
}

/** A group of 40 in a class of 300: its board's reads and time, and a student joining it with three plans running. */
export interface GroupFigures {
  classSize: number;
  groupSize: number;
  tasks: number;
  reads: number;
  serverMs: number;
  /** One student added to a group three running plans follow: the tasks it added and its server time. */
  join: { plans: number; added: number; serverMs: number };
}

const CLASS = 300;
/** Another week of its own, for the group's board. */
const GROUP_WEEK = "2027-06-14";

export async function measureGroups(app: BenchApp): Promise<GroupFigures> {
  const group = await seedClass(app.deps, "Group", [GROUP_WEEK]);
  const students = () => app.deps.db.collection(COLLECTIONS.users).where("role", "==", "student").count().get();
  const classSize = (await students()).data().count;
  if (classSize < CLASS) await benchStudents(app.deps, "Classmate", CLASS - classSize);
  const { group: made } = (
    await measuredRequest<{ group: { _id: string } }>(app, "/api/groups", {
      method: "POST",
      body: { name: "Bench group of 40" },
      status: 201,
    })
  ).body;
  await measuredRequest(app, `/api/groups/${made._id}/students`, {
    method: "POST",
    body: { add: group.map((student) => student._id) },
  });
  const { body, reads, serverMs } = await measuredRequest<{ students?: unknown[]; tasks?: unknown[] }>(
    app,
    `/api/board?week=${GROUP_WEEK}&group=${made._id}`,
  );

  // Three plans follow a small group (Mon/Wed/Fri for four weeks); one more student joins it.
  const [first, second, third, joiner] = group as [
    (typeof group)[0],
    (typeof group)[0],
    (typeof group)[0],
    (typeof group)[0],
  ];
  const { group: small } = (
    await measuredRequest<{ group: { _id: string } }>(app, "/api/groups", {
      method: "POST",
      body: { name: "Bench group of 3" },
      status: 201,
    })
  ).body;
  const members = [first, second, third].map((student) => student._id);
  await measuredRequest(app, `/api/groups/${small._id}/students`, { method: "POST", body: { add: members } });
  const PLANS = 3;
  for (let plan = 0; plan < PLANS; plan += 1) {
    await measuredRequest(app, "/api/tasks/add", {
      method: "POST",
      status: 201,
      body: {
        name: `Group plan ${plan}`,
        instructions: "Practise.",
        deadline: "2027-07-05",
        category: "Reading",
        assignedTo: members,
        repeat: { weekdays: [1, 3, 5], until: "2027-08-01" },
        groupId: small._id,
      },
    });
  }
  const join = await measuredRequest<{ added?: number }>(app, `/api/groups/${small._id}/students`, {
    method: "POST",
    body: { add: [joiner._id] },
  });
  return {
    classSize: Math.max(classSize, CLASS),
    groupSize: group.length,
    tasks: body.tasks?.length ?? 0,
    reads,
    serverMs,
    join: { plans: PLANS, added: join.body.added ?? 0, serverMs: join.serverMs },
  };
}

export async function measureBoard(app: BenchApp): Promise<BoardFigures> {
  await seedClass(app.deps, "Board", [WEEK]);
  const studentRecords = (
    await app.deps.db.collection(COLLECTIONS.users).where("role", "==", "student").count().get()
  ).data().count;
  const { body, reads, serverMs } = await measuredRequest<{ students?: unknown[]; tasks?: unknown[] }>(
    app,
    `/api/board?week=${WEEK}`,
  );
  return { students: body.students?.length ?? 0, studentRecords, tasks: body.tasks?.length ?? 0, reads, serverMs };
}
