/**
 * The parts without a browser (docs/performance.md): the function's cold start; and the app as the API tests build
 * it, in the bench's process, on a Cloud Firestore emulator of the part's own, set up here for latency.ts and for two
 * admin requests timed from sending to the answer read (their reads and writes are the read budgets' to assert).
 */
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { createIsolatedTestApp, provisionUser, SESSION_SECRET } from "../../functions/test/api/test-app";
import { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "../../functions/src/tooling";
import { startCloudFirestoreEmulatorOnFreePort } from "../lib/cloud-firestore-emulator";
import { findCloudFirestoreEmulator } from "../lib/local-firestore";
import { ROOT } from "../lib/stack";
import { add, addRatio, ms } from "./report";
import { median, takeTurns } from "./statistics";

const LOADS = 11;

const BARE_MODULE = `
const { onRequest } = require("firebase-functions/v2/https");
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
initializeApp();
getFirestore();
exports.api = onRequest((req, res) => { res.send("ok"); });
`;

async function loadTime(modulePath: string): Promise<number> {
  const script = `const t = process.hrtime.bigint(); require(${JSON.stringify(modulePath)}); console.log(Number(process.hrtime.bigint() - t) / 1e6);`;
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", script], {
    cwd: path.join(ROOT, "functions"),
    env: {
      PATH: process.env.PATH,
      GCLOUD_PROJECT: "demo-bench",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
      FILE_STORE_DIR: "/tmp/bench-cold",
    },
  });
  return Number(stdout.trim());
}

/** The built function's module loaded in fresh Node processes against the bare one's, taking turns: at most 1.5×. */
export async function coldStartFigures() {
  const dir = await mkdtemp(path.join(ROOT, "functions", ".bench-"));
  const bare = path.join(dir, "bare.js");
  await writeFile(bare, BARE_MODULE);
  const modules = [path.join(ROOT, "functions/lib/index.js"), bare];
  const times = await takeTurns(modules, LOADS, loadTime).finally(() => rm(dir, { recursive: true, force: true }));
  const [functionMs, bareMs] = times.map(median) as [number, number];
  addRatio(`Cold start: the function's module / a bare one, median of ${LOADS}`, functionMs, bareMs);
}

export type BenchDeps = ReturnType<typeof createIsolatedTestApp>["deps"];

/**
 * Runs `measure` with a Cloud Firestore emulator of its own, stopped afterwards whatever happened. Its apps are on
 * projects of their own: a client takes the emulator's address when made, and the default app may be an earlier part's.
 */
export async function withOwnEmulator<T>(part: string, measure: () => Promise<T>): Promise<T> {
  const launcher = findCloudFirestoreEmulator();
  if (!launcher) throw new Error(`The ${part} figures need the Cloud Firestore emulator (gcloud component).`);
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-${part}-${process.pid}.log`),
  });
  try {
    process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
    return await measure();
  } finally {
    await emulator.stop();
  }
}

/** A session of the user's, and the headers a browser of theirs would send with it. */
export async function signedIn(deps: BenchDeps, userId: string) {
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), userId, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, headers: { Cookie: `__session=${token}`, "X-XSRF-TOKEN": csrfTokenOf(token, SESSION_SECRET) } };
}

/** `handler` listening on a free port of 127.0.0.1, and its address. */
export async function listen(handler: RequestListener) {
  const server = createServer(handler).listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const APPROVALS = 40;
const BATCHES = 7;
const CLASS = 300;
const LISTS = 3;

type Post = (route: string, body: object) => Promise<{ answer: Record<string, unknown>; took: number }>;

/** The app on a project of its own, listening, for `use` to post JSON to as a new admin, timed; closed after. */
async function asAdmin<T>(label: string, use: (post: Post, deps: BenchDeps) => Promise<T>): Promise<T> {
  const { app, deps } = createIsolatedTestApp(label);
  const { server, base } = await listen(app);
  try {
    const { headers } = await signedIn(deps, (await provisionUser(deps, "admin"))._id);
    return await use(async (route, body) => {
      const started = performance.now();
      const response = await fetch(`${base}${route}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { answer: (await response.json()) as Record<string, unknown>, took: performance.now() - started };
    }, deps);
  } finally {
    server.close();
  }
}

/** 40 proofs of 40 students approved with a comment in one request, after a warm-up, 7 times: the median ≤ 2 s. */
export const reviewBatchFigures = () =>
  withOwnEmulator("review-batch", () =>
    asAdmin("bench-review-batch", async (post, deps) => {
      const students = await Promise.all(Array.from({ length: APPROVALS }, () => provisionUser(deps)));
      // One plan's day for the class, each proof awaiting review: what a supervisor approves from the grid.
      const batch = async (day: number) => {
        const tasks = await Promise.all(
          students.map((student) =>
            deps.tasks.create({
              name: `Reading log ${day}`,
              instructions: "Read a page and send a photo of your notes.",
              deadline: `2027-03-${String(day).padStart(2, "0")}`,
              category: "Reading",
              assignedTo: student._id,
              proofKeys: [`proofs/${student._id}/${day}.jpg`],
            }),
          ),
        );
        const items = tasks.map((task) => ({ taskId: task._id, proofUrl: task.proofUrl }));
        const { answer, took } = await post("/api/tasks/review-batch", { items, comment: "Well done, all." });
        if (answer.approved !== APPROVALS) throw new Error(`The batch approved ${String(answer.approved)}`);
        return took;
      };
      await batch(1);
      const times: number[] = [];
      for (let run = 0; run < BATCHES; run += 1) times.push(await batch(run + 2));
      add(
        `Batch approval, ${APPROVALS} proofs of ${APPROVALS} students in one request (median of ${BATCHES})`,
        `${ms(median(times))} (slowest ${ms(Math.max(...times))})`,
        `≤ ${ms(2_000)}`,
        median(times) <= 2_000,
      );
    }),
  );

/** One list of CLASS into a fresh group (with a plan of `planDays` to go, if any), on a project of its own: its time. */
const oneList = (run: number, planDays: number) =>
  asAdmin("bench-add-many", async (post, deps) => {
    const group = (await post("/api/groups", { name: "B1 evening" })).answer.group as { _id: string };
    if (planDays > 0) {
      const first = await provisionUser(deps);
      await post(`/api/groups/${group._id}/students`, { add: [first._id] });
      const today = toCalendarDate(new Date());
      await post("/api/tasks/add", {
        ...{ name: "Evening reading", instructions: "A page a day.", deadline: today, category: "Reading" },
        ...{ assignedTo: [first._id], groupId: group._id },
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, planDays - 1) },
      });
    }
    const rows = Array.from({ length: CLASS }, (_, i) => ({
      ...{ email: `pupil${i}@school.test`, name: `Pupil ${i}`, groups: ["B1 evening"] },
      language: i % 2 === 0 ? "en" : "es",
    }));
    const requestId = `bench-${run}-${planDays}`;
    const { answer, took } = await post("/api/users/add-many", { rows, invite: true, requestId });
    if (answer.added !== CLASS) throw new Error(`Add many made ${String(answer.added)} of ${CLASS} accounts`);
    return took;
  });

/**
 * A class of 300 in one list, invited, into a group, the median of three lists: at most 5 s. Into a group whose plan
 * has five days to go it is a reference (the plan's 1,500 tasks are the plans' own work).
 */
export const addManyFigures = () =>
  withOwnEmulator("add-many", async () => {
    const lists = async (planDays: number) => {
      const times: number[] = [];
      for (let run = 0; run < LISTS; run += 1) times.push(await oneList(run, planDays));
      return median(times);
    };
    const took = await lists(0);
    add(`Add many: ${CLASS} rows, invited, into a group`, ms(took), `≤ ${ms(5_000)}`, took <= 5_000);
    add("Add many: the same into a group with a 5-day plan", ms(await lists(5)), "reference", null);
  });
