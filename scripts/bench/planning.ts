/**
 * on the same app and Firestore as the other API figures: a class's term planned in one
 * request (30 students × 5 weekdays × 12 weeks = 1,800 tasks) — its server time and document reads — and the
 * reads of the admin's Users page.
 */
import { randomUUID } from "node:crypto";
import { addDays } from "@common/calendar-date";
import { type AppDeps } from "../../functions/src/tooling";

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

/** Students for a part of the bench (`label` names them), created one after another. */
export async function benchStudents(deps: Pick<AppDeps, "users">, label: string, count: number) {
  const students = [];
  for (let i = 0; i < count; i += 1) {
    students.push(
      await deps.users.create({
        name: `${label} student ${i}`,
        email: `${label.toLowerCase()}-${i}-${randomUUID()}@example.test`,
        role: "student",
        phoneNumber: "",
        birthDate: "",
      }),
    );
  }
  return students;
}

/**
 * One request of the admin's: its answer, the document reads it cost and its server time. Any other status
 * than `status` stops the bench, naming the answer's message.
 */
export async function measuredRequest<T>(
  { base, adminHeaders, reads, serverTimes }: BenchApp,
  path: string,
  { method = "GET", body, status = 200 }: { method?: string; body?: unknown; status?: number } = {},
): Promise<{ body: T; reads: number; serverMs: number }> {
  serverTimes();
  const before = await reads();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? adminHeaders : { ...adminHeaders, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`);
  const measured = (await reads()) - before;
  const [serverMs = Number.NaN] = serverTimes();
  return { body: answer, reads: measured, serverMs };
}

export async function measurePlanning(app: BenchApp): Promise<PlanningFigures> {
  const students = await benchStudents(app.deps, "Class", STUDENTS);
  const plan = await measuredRequest<{ count?: number }>(app, "/api/tasks/add", {
    method: "POST",
    status: 201,
    body: {
      name: "Daily listening",
      instructions: "Listen to today's episode and note five new words.",
      deadline: MONDAY,
      category: "Listening",
      assignedTo: students.map((student) => student._id),
      repeat: { weekdays: [1, 2, 3, 4, 5], until: addDays(MONDAY, 7 * 12 - 1) },
    },
  });
  const usersPage = await measuredRequest<{ users: unknown[] }>(app, "/api/users/list");
  return {
    plan: { tasks: plan.body.count ?? 0, students: STUDENTS, serverMs: plan.serverMs, reads: plan.reads },
    usersPage: { users: usersPage.body.users.length, reads: usersPage.reads },
  };
}
