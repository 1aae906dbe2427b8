/**
 * API figures, the Express app in-process against the local Firestore in a process of its own:
 * document reads per request, and latency with 50 concurrent clients (in a process of their own) beside the
 * same Firestore work issued directly, both timed in the app's process (see `compare`). Cold start is
 * measured apart.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import {
  adminAuth,
  loadConfig,
  buildDeps,
  createApp,
  type AppDeps,
  LocalDiskFileStore,
  csrfTokenOf,
  newSessionToken,
  SESSION_LIFETIME_MS,
  sessionIdOf,
  uploadProof,
  NOTIFICATION_PAGE_SIZE,
} from "../../functions/src/tooling";
import { getFirestore } from "firebase-admin/firestore";
import type { Express } from "express";
import sharp from "sharp";
import { addDays } from "@common/calendar-date";

import { closedLoop } from "./closed-loop";
import { measurePlanning, type PlanningFigures } from "./planning";
import { measureInbox, type InboxFigures } from "./review";
import { measureBoard, measureGroups, type BoardFigures, type GroupFigures } from "./board";
import type { LoadJob } from "./load-process";

const SECRET = "bench-secret";
const CLIENTS = 50;
/** Notifications piled up on the bench student, for the bell's reads. */
const NOTIFICATIONS = 250;
const WARM_UP_PER_CLIENT = 5;
const TURNS = 5;
/** Measured requests per client: a cheap route gets more, so its p99 is not one stall's worth of samples. */
const ROUNDS = { quick: 100, slow: 20 };

export interface Percentiles {
  p50: number;
  p99: number;
}
export interface LatencyFigure {
  route: string;
  /** From the request reaching the app to its response written, timed in the app's process. */
  api: Percentiles;
  direct: Percentiles;
  /** The same requests as their clients saw them, their own work in a third process included. */
  clients: Percentiles;
}
export interface ApiFigures {
  reads: { route: string; reads: number; budget: number }[];
  latency: LatencyFigure[];
  planning: PlanningFigures;
  inbox: InboxFigures;
  board: BoardFigures;
  groups: GroupFigures;
  /** A student's typical day, read by read (docs/performance.md's read model). */
  studentDay: { reads: number; polls: number };
}

/** The bell's polls in a day with the app open 20 minutes (one every 30 s). */
const POLLS_A_DAY = 40;

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
};

const medianOf = (values: number[]): number => percentiles(values).p50;

type Work = (client: number) => Promise<void>;

/** 50 callers, each running `work` `rounds` times one after another; the latency of every run. */
const concurrently = (work: Work, rounds: number) =>
  closedLoop(
    Array.from({ length: CLIENTS }, (_, client) => () => work(client)),
    rounds,
  );

type LoadClient = Awaited<ReturnType<typeof startLoadProcess>>;
type ApiLoad = Omit<LoadJob, "rounds">;

/** The app behind a node:http server that times each request from its arrival to its response written. */
async function listenTimed(app: Express) {
  let timings: number[] = [];
  const server = createServer((req, res) => {
    const arrived = performance.now();
    res.once("finish", () => timings.push(performance.now() - arrived));
    app(req, res);
  });
  // The clients' keep-alive connections sit idle while the direct work takes its turn (seconds for the
  // uploads): closed by the server after its default 5 s, one could be reused at the moment it closes.
  server.keepAliveTimeout = 10 * 60_000;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The timings since the last call. */
    take: () => {
      const taken = timings;
      timings = [];
      return taken;
    },
    close: () => server.close(),
  };
}
type TimedServer = Awaited<ReturnType<typeof listenTimed>>;

/**
 * The API beside the same Firestore work issued directly, both timed in this process: the API from a
 * request's arrival to its response written (its clients run in a process of their own), the direct work
 * from its start to its end. Both are warmed up, unmeasured, before either is measured, so neither pays for
 * first-use and JIT costs the other has already paid; then they take turns, so drift during the run
 * (garbage, the Firestore server's growing state) falls on both alike. Each figure is the median over the
 * turns of that turn's percentile, as a Lighthouse figure is the median of its runs: the 50 clients move in
 * step, so a turn's p99 is its slowest round, and one stall of the two-core machine (the Firestore server's
 * garbage collection, say) would otherwise decide the whole figure.
 */
async function compare(
  { load, server }: { load: LoadClient; server: TimedServer },
  route: string,
  rounds: number,
  api: ApiLoad,
  direct: Work,
): Promise<LatencyFigure> {
  await load.run({ ...api, rounds: WARM_UP_PER_CLIENT });
  await concurrently(direct, WARM_UP_PER_CLIENT);
  server.take();
  const turns: { api: Percentiles; direct: Percentiles; clients: Percentiles }[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    const clients = percentiles(await load.run({ ...api, rounds: rounds / TURNS }));
    const measured = percentiles(server.take());
    turns.push({ api: measured, clients, direct: percentiles(await concurrently(direct, rounds / TURNS)) });
  }
  const median = (side: "api" | "direct" | "clients"): Percentiles => ({
    p50: medianOf(turns.map((turn) => turn[side].p50)),
    p99: medianOf(turns.map((turn) => turn[side].p99)),
  });
  return { route, api: median("api"), direct: median("direct"), clients: median("clients") };
}

/** Starts the Firestore server process; `reads()` asks it how many documents it has served, `counts()` also writes. */
export async function startFirestoreProcess(port: number) {
  const child: ChildProcess = fork(new URL("./firestore-process.ts", import.meta.url), [String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [first] = (await once(child, "message")) as [{ ready?: boolean }];
  if (!first.ready) throw new Error("The Firestore server process did not start");
  const counts = async () => {
    child.send("reads");
    const [answer] = (await once(child, "message")) as [{ reads: number; writes: number }];
    return answer;
  };
  return {
    counts,
    reads: async () => (await counts()).reads,
    stop: () => child.disconnect(),
  };
}

/** Starts the clients' process (load-process.ts) against the app at `base`. */
async function startLoadProcess(base: string) {
  const child: ChildProcess = fork(new URL("./load-process.ts", import.meta.url), [base], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await once(child, "message");
  return {
    run: async (job: LoadJob): Promise<number[]> => {
      child.send(job);
      const [answer] = (await once(child, "message")) as [{ latencies?: number[]; error?: string }];
      if (!answer.latencies) throw new Error(`The benchmark's clients failed: ${answer.error}`);
      return answer.latencies;
    },
    stop: () => child.disconnect(),
  };
}

async function session(deps: AppDeps, userId: string) {
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), userId, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, headers: { Cookie: `__session=${token}`, "X-XSRF-TOKEN": csrfTokenOf(token, SECRET) } };
}

/** The API in this process, on the bench's own Firestore process, with limits that never stop the load. */
async function startBenchApp(port: number) {
  const server = await startFirestoreProcess(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const firebase = initializeApp({ projectId: "demo-bench" }, "bench");
  const db = getFirestore(firebase);
  const files = new LocalDiskFileStore(await mkdtemp(path.join(tmpdir(), "bench-files-")));
  const deps = buildDeps({
    config: {
      ...loadConfig({}),
      fileStore: { kind: "local", dir: "" },
      rateLimits: {
        signInFailures: { limit: 1e9, windowSeconds: 60 },
        signInAccount: { limit: 1e9, windowSeconds: 60 },
        upload: { limit: 1e9, windowSeconds: 60 },
        tasksCreated: { limit: 1e9, windowSeconds: 60 },
        exports: { limit: 1e9, windowSeconds: 60 },
      },
    },
    db,
    auth: adminAuth(() => firebase),
    files,
    sessionSecret: SECRET,
  });
  const http = await listenTimed(createApp(deps));
  const { base } = http;

  return { server, firebase, deps, http, base };
}

/** A student with a year of tasks (one a day) and their notifications piled up, and an admin. */
async function seedPeople(deps: AppDeps) {
  const start = "2026-01-05"; // a Monday
  // A student with a year of tasks, one a day, and an admin.
  const student = await deps.users.create({
    name: "Bench Student",
    email: `bench-${randomUUID()}@example.test`,
    role: "student",
    phoneNumber: "",
    birthDate: "",
  });
  const admin = await deps.users.create({
    name: "Bench Admin",
    email: `admin-${randomUUID()}@example.test`,
    role: "admin",
    phoneNumber: "",
    birthDate: "",
  });
  for (let day = 0; day < 365; day += 1) {
    await deps.tasks.create({
      name: `Task ${day}`,
      instructions: "Practise.",
      deadline: addDays(start, day),
      category: "Reading",
      assignedTo: student._id,
    });
  }
  for (let n = 0; n < NOTIFICATIONS; n += 1) {
    await deps.notifications.create({
      userId: student._id,
      title: "New task",
      message: `Task ${n} was assigned to you.`,
      relatedTask: null,
      isRead: n % 3 !== 0,
    });
  }
  return { student, admin, start };
}

/** Documents read by each of the screens' reads, against their budgets. */
async function readFigures(
  base: string,
  server: { reads(): Promise<number> },
  sessions: { student: Record<string, string>; admin: Record<string, string> },
  week: { from: string; to: string },
  weekTasks: number,
) {
  const studentSession = { headers: sessions.student };
  const adminSession = { headers: sessions.admin };
  const readsOf = async (route: string, url: string, headers: Record<string, string>, budget: number) => {
    const before = await server.reads();
    const response = await fetch(`${base}${url}`, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    return { route, reads: (await server.reads()) - before, budget };
  };
  const reads = [
    await readsOf("GET /api/users/is-auth", "/api/users/is-auth", studentSession.headers, 2),
    await readsOf(
      `GET /api/tasks/get (a week: ${weekTasks} tasks)`,
      `/api/tasks/get?from=${week.from}&to=${week.to}`,
      studentSession.headers,
      weekTasks + 2,
    ),
    await readsOf("GET /api/tasks/get (all 365)", "/api/tasks/get", studentSession.headers, 365 + 2),
    // The bell, with notifications piled up: an unchanged poll reads the session and the user's record only
    // (their counts), whatever the number; the list's first page reads a page and one more.
    await readsOf(
      `GET /api/notifications/summary (the poll, ${NOTIFICATIONS} notifications)`,
      "/api/notifications/summary",
      studentSession.headers,
      3,
    ),
    await readsOf(
      `GET /api/notifications/get (first page, ${NOTIFICATIONS} notifications)`,
      "/api/notifications/get",
      studentSession.headers,
      NOTIFICATION_PAGE_SIZE + 1 + 2,
    ),
    await readsOf("GET /api/users/list (admin)", "/api/users/list", adminSession.headers, Number.NaN),
  ];

  return reads;
}

/** 50 students, each sending to a task of their own, one task for the API's requests and one for direct work. */
async function seedSenders(deps: AppDeps, start: string) {
  const senders = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const user = await deps.users.create({
        name: `Bench Sender ${client}`,
        email: `sender-${client}-${randomUUID()}@example.test`,
        role: "student",
        phoneNumber: "",
        birthDate: "",
      });
      const task = async (deadline: string) =>
        (
          await deps.tasks.create({
            name: "Proof",
            instructions: "Send a photo.",
            deadline,
            category: "Reading",
            assignedTo: user._id,
          })
        )._id;
      return {
        user,
        session: await session(deps, user._id),
        apiTask: await task(start),
        directTask: await task(addDays(start, 1)),
      };
    }),
  );

  return senders;
}

/** A phone photo, and the upload's multipart body as the browser sends it, built once. */
async function uploadOf(base: string) {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f855a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  // The upload's multipart body, as the browser sends it, built once.
  const form = new FormData();
  form.append("proof", new Blob([photo], { type: "image/jpeg" }), "proof.jpg");
  const upload = new Request(base, { method: "POST", body: form });
  const uploadBody = new Uint8Array(await upload.arrayBuffer());
  const uploadType = upload.headers.get("content-type") ?? "";

  return { photo, uploadBody, uploadType };
}

/**
 * A student's typical day: the dashboard opened (the session, the week, the bell's count and its first
 * page), the app open 20 minutes (the bell's polls, nothing new), one proof sent, and the week and the bell
 * read again after it.
 */
async function studentDay(
  deps: AppDeps,
  base: string,
  server: { reads(): Promise<number> },
  student: { id: string; headers: Record<string, string> },
  week: { from: string; to: string },
  { uploadBody, uploadType }: Pick<Awaited<ReturnType<typeof uploadOf>>, "uploadBody" | "uploadType">,
) {
  const [proofTask] = await deps.tasks.listForUser(student.id, week);
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { ...student.headers, ...init.headers },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const weekUrl = `/api/tasks/get?from=${week.from}&to=${week.to}`;
  const before = await server.reads();
  await call("/api/users/is-auth");
  await call(weekUrl);
  await call("/api/notifications/summary");
  await call("/api/notifications/get");
  for (let poll = 0; poll < POLLS_A_DAY; poll += 1) await call("/api/notifications/summary");
  await call(`/api/tasks/upload-proof/${proofTask?._id ?? ""}`, {
    method: "POST",
    headers: { "Content-Type": uploadType },
    body: uploadBody,
  });
  await call(weekUrl);
  await call("/api/notifications/summary");
  return { reads: (await server.reads()) - before, polls: POLLS_A_DAY };
}

/** Each route's time through the API against the same work done directly, under the clients' load. */
async function latencyFigures(
  bench: Parameters<typeof compare>[0],
  deps: AppDeps,
  student: { id: string; token: string; headers: Record<string, string> },
  senders: Awaited<ReturnType<typeof seedSenders>>,
  { photo, uploadBody, uploadType }: Awaited<ReturnType<typeof uploadOf>>,
) {
  const getAs = (path: string): ApiLoad => ({
    method: "GET",
    clients: Array.from({ length: CLIENTS }, () => ({ path, headers: student.headers })),
  });
  // The reads every signed-in request starts with: the session, then its user.
  const checkSession = async () => {
    const found = await deps.sessions.find(sessionIdOf(student.token));
    await deps.users.findById(found?.userId ?? "");
  };
  const latency = [
    await compare(bench, "is-auth", ROUNDS.quick, getAs("/api/users/is-auth"), checkSession),
    await compare(bench, "tasks/get (365 tasks)", ROUNDS.slow, getAs("/api/tasks/get"), async () => {
      await checkSession();
      await deps.tasks.listForUser(student.id);
    }),
    await compare(
      bench,
      "upload-proof",
      ROUNDS.slow,
      {
        method: "POST",
        clients: senders.map(({ apiTask, session: { headers } }) => ({
          path: `/api/tasks/upload-proof/${apiTask}`,
          headers: { ...headers, "Content-Type": uploadType },
        })),
        body: uploadBody,
      },
      async (client) => {
        const sender = senders[client];
        if (!sender) throw new Error(`No sender for client ${client}`);
        const { user, directTask } = sender;
        await checkSession();
        await deps.uploadLeases.hold(user._id, directTask, () =>
          uploadProof(deps, directTask, user, [{ kind: "image", bytes: photo }]),
        );
      },
    ),
  ];
  return latency;
}

export async function measureApi(port: number): Promise<ApiFigures> {
  const { server, deps, http, base } = await startBenchApp(port);
  const { student, admin, start } = await seedPeople(deps);
  const studentSession = await session(deps, student._id);
  const adminSession = await session(deps, admin._id);
  const week = { from: "2026-06-01", to: "2026-06-07" };
  const weekTasks = (await deps.tasks.listForUser(student._id, week)).length;
  const reads = await readFigures(
    base,
    server,
    { student: studentSession.headers, admin: adminSession.headers },
    week,
    weekTasks,
  );
  const senders = await seedSenders(deps, start);
  const { photo, uploadBody, uploadType } = await uploadOf(base);

  const day = await studentDay(deps, base, server, { id: student._id, headers: studentSession.headers }, week, {
    uploadBody,
    uploadType,
  });

  const load = await startLoadProcess(base);
  const latency = await latencyFigures(
    { load, server: http },
    deps,
    { token: studentSession.token, headers: studentSession.headers, id: student._id },
    senders,
    { photo, uploadBody, uploadType },
  );

  const benchApp = {
    deps,
    base,
    adminHeaders: adminSession.headers,
    reads: () => server.reads(),
    serverTimes: () => http.take(),
  };
  const planning = await measurePlanning(benchApp);
  const inbox = await measureInbox(benchApp);
  const board = await measureBoard(benchApp);
  const groups = await measureGroups(benchApp);

  load.stop();
  http.close();
  server.stop();
  return { reads, latency, planning, inbox, board, groups, studentDay: day };
}
