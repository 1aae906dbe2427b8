/**
 * The class board (issue 18) for a class of 40 students with two tasks a day for a week: the document reads
 * and server time of its week (budget: the week's tasks + the students + 2 for the session).
 */
import { addDays } from "@common/calendar-date";
import { CATEGORIES, COLLECTIONS } from "@common/constants";
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

export async function measureBoard(app: BenchApp): Promise<BoardFigures> {
  for (const student of await benchStudents(app.deps, "Board", STUDENTS)) {
    await Promise.all(
      Array.from({ length: 7 * TASKS_A_DAY }, (_, t) =>
        app.deps.tasks.create({
          name: `Task ${t}`,
          instructions: "Practise.",
          deadline: addDays(WEEK, Math.floor(t / TASKS_A_DAY)),
          category: CATEGORIES[t % CATEGORIES.length] ?? "Other",
          assignedTo: student._id,
          status: t % 3 === 0 ? "completed" : "pending",
        }),
      ),
    );
  }
  const studentRecords = (
    await app.deps.db.collection(COLLECTIONS.users).where("role", "==", "student").count().get()
  ).data().count;
  const { body, reads, serverMs } = await measuredRequest<{ students?: unknown[]; tasks?: unknown[] }>(
    app,
    `/api/board?week=${WEEK}`,
  );
  return { students: body.students?.length ?? 0, studentRecords, tasks: body.tasks?.length ?? 0, reads, serverMs };
}
