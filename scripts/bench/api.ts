/**
 * API figures, the Express app in-process against an embedded Firestore server in a process of its own:
 * document reads per request, and latency with 50 concurrent clients beside the same Firestore work issued
 * directly. Each latency run is preceded by an unmeasured warm-up round (cold start is measured apart).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { addDays } from "@common/calendar-date";
import { createApp } from "../../functions/src/app";
import { loadConfig } from "../../functions/src/config";
import { buildDeps, type AppDeps } from "../../functions/src/deps";
import { cleanImage } from "../../functions/src/files/images";
import { newFileKey } from "../../functions/src/files/file-urls";
import { LocalDiskFileStore } from "../../functions/src/files/local-disk-file-store";
import {
  csrfTokenOf,
  newSessionToken,
  SESSION_LIFETIME_MS,
  sessionIdOf,
} from "../../functions/src/sessions/session-tokens";

const SECRET = "bench-secret";
const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 20;
const WARM_UP_PER_CLIENT = 3;

export interface Percentiles {
  p50: number;
  p99: number;
}
export interface LatencyFigure {
  route: string;
  api: Percentiles;
  direct: Percentiles;
}
export interface ApiFigures {
  reads: { route: string; reads: number; budget: number }[];
  latency: LatencyFigure[];
}

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
};

/** 50 clients, each sending its requests one after another; the latency of every request after the warm-up. */
async function concurrently(work: (client: number, round: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; round < WARM_UP_PER_CLIENT + REQUESTS_PER_CLIENT; round += 1) {
        const started = performance.now();
        await work(client, round);
        if (round >= WARM_UP_PER_CLIENT) latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Starts the Firestore server process; `reads()` asks it how many documents it has served. */
async function startFirestoreProcess(port: number) {
  const child: ChildProcess = fork(new URL("./firestore-process.ts", import.meta.url), [String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [first] = (await once(child, "message")) as [{ ready?: boolean }];
  if (!first.ready) throw new Error("The Firestore server process did not start");
  return {
    reads: async () => {
      child.send("reads");
      const [answer] = (await once(child, "message")) as [{ reads: number }];
      return answer.reads;
    },
    stop: () => child.disconnect(),
  };
}

async function session(deps: AppDeps, userId: string) {
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), userId, new Date(Date.now() + SESSION_LIFETIME_MS));
  return { token, headers: { Cookie: `__session=${token}`, "X-XSRF-TOKEN": csrfTokenOf(token, SECRET) } };
}

export async function measureApi(port: number): Promise<ApiFigures> {
  const server = await startFirestoreProcess(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const firebase = initializeApp({ projectId: "demo-bench" }, "bench");
  const db = getFirestore(firebase);
  const files = new LocalDiskFileStore(await mkdtemp(path.join(tmpdir(), "bench-files-")));
  const deps = buildDeps({
    config: {
      ...loadConfig({}),
      fileStore: { kind: "local", dir: "" },
      rateLimits: { signIn: { limit: 1e9, windowSeconds: 60 }, upload: { limit: 1e9, windowSeconds: 60 } },
    },
    db,
    auth: getAuth(firebase),
    files,
    sessionSecret: SECRET,
  });
  const http = createApp(deps).listen(0, "127.0.0.1");
  await new Promise((resolve) => http.once("listening", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

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
  const start = "2026-01-05"; // a Monday
  const taskIds: string[] = [];
  for (let day = 0; day < 365; day += 1) {
    const task = await deps.tasks.create({
      name: `Task ${day}`,
      instructions: "Practise.",
      deadline: addDays(start, day),
      category: "Reading",
      assignedTo: student._id,
    });
    taskIds.push(task._id);
  }
  const studentSession = await session(deps, student._id);
  const adminSession = await session(deps, admin._id);
  const week = { from: "2026-06-01", to: "2026-06-07" };
  const weekTasks = (await deps.tasks.listForUser(student._id, week)).length;

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
    await readsOf("GET /api/notifications/get", "/api/notifications/get", studentSession.headers, Number.NaN),
    await readsOf("GET /api/users/list (admin)", "/api/users/list", adminSession.headers, Number.NaN),
  ];

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f855a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const get = (url: string) => async () => {
    const response = await fetch(`${base}${url}`, { headers: studentSession.headers });
    await response.arrayBuffer();
  };
  const latency: LatencyFigure[] = [];

  const isAuthApi = await concurrently(get("/api/users/is-auth"));
  const isAuthDirect = await concurrently(async () => {
    const found = await deps.sessions.find(sessionIdOf(studentSession.token));
    await deps.users.findById(found?.userId ?? "");
  });
  latency.push({ route: "is-auth", api: percentiles(isAuthApi), direct: percentiles(isAuthDirect) });

  const tasksApi = await concurrently(get("/api/tasks/get"));
  const tasksDirect = await concurrently(async () => {
    const found = await deps.sessions.find(sessionIdOf(studentSession.token));
    await deps.users.findById(found?.userId ?? "");
    await deps.tasks.listForUser(student._id);
  });
  latency.push({ route: "tasks/get (365 tasks)", api: percentiles(tasksApi), direct: percentiles(tasksDirect) });

  const uploadApi = await concurrently(async (client) => {
    const form = new FormData();
    form.append("proof", new Blob([photo], { type: "image/jpeg" }), "proof.jpg");
    const response = await fetch(`${base}/api/tasks/upload-proof/${taskIds[client]}`, {
      method: "POST",
      headers: studentSession.headers,
      body: form,
    });
    if (!response.ok) throw new Error(`upload answered ${response.status}`);
    await response.arrayBuffer();
  });
  const uploadDirect = await concurrently(async (client) => {
    const taskId = taskIds[100 + client] ?? "";
    const found = await deps.sessions.find(sessionIdOf(studentSession.token));
    await deps.users.findById(found?.userId ?? "");
    await deps.tasks.assertProofCanChange(taskId, student._id);
    const image = await cleanImage(photo);
    const key = newFileKey("proofs", student._id, randomUUID(), image.extension);
    await files.put(key, image.bytes, image.contentType);
    const { previousKey } = await deps.tasks.setProof(taskId, student._id, key);
    if (previousKey) await files.delete(previousKey);
  });
  latency.push({ route: "upload-proof", api: percentiles(uploadApi), direct: percentiles(uploadDirect) });

  http.close();
  server.stop();
  return { reads, latency };
}
