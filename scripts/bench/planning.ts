/**
 * Issue 16's figures, on the same app and Firestore as the other API figures: a class's term planned in one
 * request (30 students × 5 weekdays × 12 weeks = 1,800 tasks) — its server time and document reads — and the
 * reads of the admin's Users page.
 */
import { randomUUID } from "node:crypto";
import { addDays } from "@common/calendar-date";
import type { AppDeps } from "../../functions/src/app";

export interface PlanningFigures {
  plan: { tasks: number; students: number; serverMs: number; reads: number };
  usersPage: { users: number; reads: number };
}

export interface BenchApp {
  deps: AppDeps;
  base: string;
  adminHeaders: Record<string, string>;
  /** Billed reads so far (the Firestore proxy's count). */
  reads: () => Promise<number>;
  /** Server-side durations of the requests since the last call, in milliseconds. */
  serverTimes: () => number[];
}

const STUDENTS = 30;
const MONDAY = "2027-01-04";

export async function measurePlanning({
  deps,
  base,
  adminHeaders,
  reads,
  serverTimes,
}: BenchApp): Promise<PlanningFigures> {
  const students = [];
  for (let i = 0; i < STUDENTS; i += 1) {
    students.push(
      await deps.users.create({
        name: `Class student ${i}`,
        email: `class-${i}-${randomUUID()}@example.test`,
        role: "student",
        phoneNumber: "",
        birthDate: "",
      }),
    );
  }

  serverTimes();
  const readsBefore = await reads();
  const response = await fetch(`${base}/api/tasks/add`, {
    method: "POST",
    headers: { ...adminHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Daily listening",
      instructions: "Listen to today's episode and note five new words.",
      deadline: MONDAY,
      category: "Listening",
      assignedTo: students.map((student) => student._id),
      repeat: { weekdays: [1, 2, 3, 4, 5], until: addDays(MONDAY, 7 * 12 - 1) },
    }),
  });
  const body = (await response.json()) as { count?: number; message?: string };
  if (response.status !== 201) throw new Error(`The plan was refused: ${response.status} ${body.message}`);
  const planReads = (await reads()) - readsBefore;
  const [serverMs = Number.NaN] = serverTimes();

  const usersBefore = await reads();
  const list = await fetch(`${base}/api/users/list`, { headers: adminHeaders });
  const { users } = (await list.json()) as { users: unknown[] };
  const usersReads = (await reads()) - usersBefore;

  return {
    plan: { tasks: body.count ?? 0, students: STUDENTS, serverMs, reads: planReads },
    usersPage: { users: users.length, reads: usersReads },
  };
}
