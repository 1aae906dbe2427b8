/**
 * A bounded load test on localhost: 100 concurrent clients for 60 s (LOAD_SECONDS), mixing dashboard reads,
 * proof uploads and removals, and verifications, against the app on a real socket. Each client owns its
 * tasks, so the final state of every task must match what the client was last told; there must be no
 * errors, no orphan files and no dangling proof references. Prints requests, errors and latencies.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { createIsolatedTestApp, provisionUser, signIn, type Session } from "../api/harness";
import { pngBytes } from "../api/images";
import { checkInvariants } from "../api/invariants";
import { UPLOADS_IN_FLIGHT } from "../../src/files/upload-leases";

const CLIENTS = 100;
// Two clients (tabs) per student: a user may have UPLOADS_IN_FLIGHT uploads going at once, the rest are 429,
// so more clients than that on one account would be refused by design, not by load.
const CLIENTS_PER_STUDENT = Math.min(2, UPLOADS_IN_FLIGHT);
const STUDENTS = CLIENTS / CLIENTS_PER_STUDENT;
const TASKS_PER_CLIENT = 2;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WEEK = { from: "2026-11-23", to: "2026-11-29" };

const { app, deps } = createIsolatedTestApp("load");
let base = "";
let close: () => void = () => {};

interface OwnedTask {
  id: string;
  status: "pending" | "completed";
  hasProof: boolean;
}
interface Client {
  student: Session;
  admin: Session;
  tasks: OwnedTask[];
}
const clients: Client[] = [];

beforeAll(async () => {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
  const admin = await signIn(app, (await provisionUser(deps, "admin")).email);
  for (let s = 0; s < STUDENTS; s += 1) {
    const user = await provisionUser(deps);
    const session = await signIn(app, user.email);
    for (let c = 0; c < CLIENTS_PER_STUDENT; c += 1) {
      const tasks: OwnedTask[] = [];
      for (let t = 0; t < TASKS_PER_CLIENT; t += 1) {
        const deadline = `2026-11-${23 + ((c * TASKS_PER_CLIENT + t) % 7)}`;
        const task = await deps.tasks.create({
          name: `Load ${s}-${c}-${t}`,
          instructions: "Load.",
          deadline,
          category: "Other",
          assignedTo: user._id,
        });
        tasks.push({ id: task._id, status: "pending", hasProof: false });
      }
      clients.push({ student: session, admin, tasks });
    }
  }
}, 120_000);

afterAll(() => close());

const headers = (session: Session, json = false) => ({
  Cookie: session.cookie,
  "X-XSRF-TOKEN": session.xsrf,
  ...(json ? { "Content-Type": "application/json" } : {}),
});

describe("Load", () => {
  it(
    `When ${CLIENTS} clients work for ${SECONDS} s, then nothing fails and every acknowledged write is there`,
    async () => {
      const photo = await pngBytes(64, 64);
      const latencies: number[] = [];
      const errors: string[] = [];
      let requests = 0;
      const deadline = Date.now() + SECONDS * 1000;

      /** Sends one request; anything but the expected statuses is an error. */
      const call = async (label: string, url: string, init: RequestInit, expected: number[]) => {
        const started = performance.now();
        try {
          const response = await fetch(`${base}${url}`, init);
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          requests += 1;
          if (!expected.includes(response.status)) errors.push(`${label} → ${response.status}`);
          return response.status;
        } catch (error) {
          requests += 1;
          errors.push(`${label} → ${(error as Error).message}`);
          return 0;
        }
      };

      const runClient = async (client: Client, index: number) => {
        let step = index;
        while (Date.now() < deadline) {
          step += 1;
          const task = client.tasks[step % client.tasks.length] as OwnedTask;
          const roll = (step * 7919 + index * 104729) % 100;
          if (roll < 50) {
            await call(
              "dashboard",
              `/api/tasks/get?from=${WEEK.from}&to=${WEEK.to}`,
              { headers: headers(client.student) },
              [200],
            );
          } else if (roll < 70) {
            const form = new FormData();
            form.append("proof", new Blob([photo], { type: "image/png" }), "proof.png");
            const status = await call(
              "upload",
              `/api/tasks/upload-proof/${task.id}`,
              { method: "POST", headers: headers(client.student), body: form },
              task.status === "completed" ? [409] : [200],
            );
            if (status === 200) task.hasProof = true;
          } else if (roll < 85) {
            const status = await call(
              "remove",
              `/api/tasks/remove-proof/${task.id}`,
              { method: "POST", headers: headers(client.student) },
              task.status === "completed" ? [409] : [200],
            );
            if (status === 200) task.hasProof = false;
          } else {
            const next = task.status === "completed" ? "pending" : "completed";
            const status = await call(
              "verify",
              `/api/tasks/update/${task.id}`,
              { method: "PATCH", headers: headers(client.admin, true), body: JSON.stringify({ status: next }) },
              [200],
            );
            if (status === 200) task.status = next;
          }
        }
      };
      const started = performance.now();
      await Promise.all(clients.map(runClient));
      const elapsed = (performance.now() - started) / 1000;

      latencies.sort((a, b) => a - b);
      const percentile = (p: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
      console.log(
        `Load: ${CLIENTS} clients, ${elapsed.toFixed(1)} s, ${requests} requests (${(requests / elapsed).toFixed(0)}/s), ` +
          `${errors.length} errors, p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms`,
      );
      expect(errors.slice(0, 10)).toEqual([]);

      // Every acknowledged write is present: each task ends as its only client was last told.
      const mismatches: string[] = [];
      for (const task of clients.flatMap((client) => client.tasks)) {
        const stored = (await deps.tasks.findById(task.id)) as Task;
        if (stored.status !== task.status || Boolean(stored.proofUrl) !== task.hasProof) {
          mismatches.push(
            `${task.id}: stored ${stored.status}/${Boolean(stored.proofUrl)}, acknowledged ${task.status}/${task.hasProof}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
      expect(await checkInvariants(deps)).toEqual([]);
    },
    (SECONDS + 120) * 1000,
  );
});
