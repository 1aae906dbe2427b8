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
  for (const student of await benchStudents(deps, label, STUDENTS)) {
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
