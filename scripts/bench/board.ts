/**
 * The class board (issue 18) for a class of 40 students with two tasks a day for a week: the document reads
 * and server time of its week (budget: the week's tasks + the students + 2 for the session).
 */
import { randomUUID } from "node:crypto";
import { addDays } from "@common/calendar-date";
import { CATEGORIES, COLLECTIONS } from "@common/constants";
import type { BenchApp } from "./planning";

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

export async function measureBoard({ deps, base, adminHeaders, reads, serverTimes }: BenchApp): Promise<BoardFigures> {
  for (let s = 0; s < STUDENTS; s += 1) {
    const student = await deps.users.create({
      name: `Board student ${s}`,
      email: `board-${s}-${randomUUID()}@example.test`,
      role: "student",
      phoneNumber: "",
      birthDate: "",
    });
    await Promise.all(
      Array.from({ length: 7 * TASKS_A_DAY }, (_, t) =>
        deps.tasks.create({
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
    await deps.db.collection(COLLECTIONS.users).where("role", "==", "student").count().get()
  ).data().count;
  serverTimes();
  const before = await reads();
  const response = await fetch(`${base}/api/board?week=${WEEK}`, { headers: adminHeaders });
  const body = (await response.json()) as { students?: unknown[]; tasks?: unknown[]; message?: string };
  if (!response.ok) throw new Error(`The board answered ${response.status}: ${body.message}`);
  const [serverMs = Number.NaN] = serverTimes();
  return {
    students: body.students?.length ?? 0,
    studentRecords,
    tasks: body.tasks?.length ?? 0,
    reads: (await reads()) - before,
    serverMs,
  };
}
