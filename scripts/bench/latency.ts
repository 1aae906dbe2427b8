/**
 * The API's latency against the same Firestore calls made directly (docs/performance.md): the app as the API tests
 * build it, in this process, on a Firestore emulator of its own, 50 clients in a process of their own (clients.ts).
 * Both sides warm up, then take turns; each figure is the median over the turns of that turn's percentile, so that
 * one stall of the machine does not decide it.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { addDays } from "@common/calendar-date";
import { jpegBytes } from "../../functions/test/api/images";
import { provisionUser } from "../../functions/test/api/test-app";
import { sessionIdOf, uploadProof } from "../../functions/src/tooling";
import { appOnProject, type BenchDeps as Deps, signedIn, withOwnEmulator } from "./api-app";
import { closedLoop, startClients, type LoadJob } from "./clients";
import { add, ms } from "./report";
import { median, percentile, takeTurns } from "./statistics";

const CLIENTS = 50;
const WARM_UP = 5;
const TURNS = 5;
/** Requests per client: a cheap route gets more, so that its p99 is not one stall's worth of samples. */
const ROUNDS = { quick: 100, slow: 20 };

const percentiles = (values: number[]) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) });

/** The app behind a server that times each request from its arrival to its response written. */
async function listenTimed(app: Express) {
  const timings: number[] = [];
  const server = createServer((req, res) => {
    const arrived = performance.now();
    res.once("finish", () => timings.push(performance.now() - arrived));
    app(req, res);
  });
  // The clients' connections idle while the direct calls take their turn: never closed under them.
  server.keepAliveTimeout = 10 * 60_000;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const take = () => timings.splice(0);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, take, close: () => server.close() };
}

const task = (deps: Deps, assignedTo: string, deadline: string) =>
  deps.tasks.create({ name: "Practice", instructions: "Send a photo.", deadline, category: "Reading", assignedTo });

/** is-auth, a year of tasks and a proof sent: each through the API and directly, ≤ 1.5× at p50 and p99. */
export const latencyFigures = () =>
  withOwnEmulator("latency", async () => {
    const { app, deps } = appOnProject("demo-bench-latency");
    const http = await listenTimed(app);
    const clients = await startClients(http.base);
    try {
      const student = await provisionUser(deps);
      for (let day = 0; day < 365; day += 1) await task(deps, student._id, addDays("2026-01-05", day));
      const session = await signedIn(deps, student._id);
      const senders = await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const sender = await provisionUser(deps);
          const [viaApi, direct] = await Promise.all(
            ["2026-01-05", "2026-01-06"].map((day) => task(deps, sender._id, day)),
          );
          const { headers } = await signedIn(deps, sender._id);
          return { sender, viaApi: viaApi?._id ?? "", direct: direct?._id ?? "", headers };
        }),
      );
      const photo = await jpegBytes(1200, 900);
      const form = new FormData();
      form.append("proof", new Blob([photo], { type: "image/jpeg" }), "proof.jpg");
      const upload = new Request(http.base, { method: "POST", body: form });
      const body = new Uint8Array(await upload.arrayBuffer());
      const type = upload.headers.get("content-type") ?? "";

      // The reads every signed-in request starts with: the session, then its user.
      const checkSession = async () => {
        const found = await deps.sessions.find(sessionIdOf(session.token));
        await deps.users.findById(found?.userId ?? "");
      };
      const get = (route: string): Omit<LoadJob, "rounds"> => ({
        method: "GET",
        clients: Array.from({ length: CLIENTS }, () => ({ path: route, headers: session.headers })),
      });
      const routes: [string, number, Omit<LoadJob, "rounds">, (client: number) => Promise<void>][] = [
        ["is-auth", ROUNDS.quick, get("/api/users/is-auth"), checkSession],
        [
          "tasks/get (365 tasks)",
          ROUNDS.slow,
          get("/api/tasks/get"),
          async () => {
            await checkSession();
            await deps.tasks.listForUser(student._id);
          },
        ],
        [
          "upload-proof",
          ROUNDS.slow,
          {
            method: "POST",
            clients: senders.map(({ viaApi, headers }) => ({
              path: `/api/tasks/upload-proof/${viaApi}`,
              headers: { ...headers, "Content-Type": type },
            })),
            body,
          },
          async (client) => {
            const { sender, direct } = senders[client] ?? {};
            if (!sender || !direct) throw new Error(`No sender for client ${client}`);
            await checkSession();
            await deps.uploadLeases.hold(sender._id, direct, () =>
              uploadProof(deps, direct, sender, [{ kind: "image", bytes: photo }]),
            );
          },
        ],
      ];
      for (const [route, rounds, job, directly] of routes) {
        // Each side's latencies as timed in the app's process, and as the clients saw them.
        const sides = [
          async (n: number) => {
            const seen = await clients.run({ ...job, rounds: n });
            return { timed: percentiles(http.take()), seen: percentiles(seen) };
          },
          async (n: number) => {
            const timed = percentiles(await closedLoop(CLIENTS, directly, n));
            return { timed, seen: timed };
          },
        ];
        for (const side of sides) await side(WARM_UP);
        const [viaApi = [], direct = []] = await takeTurns(sides, TURNS, (side) => side(rounds / TURNS));
        for (const p of ["p50", "p99"] as const) {
          const of = (turns: typeof viaApi, key: "timed" | "seen") => median(turns.map((turn) => turn[key][p]));
          const [api, calls] = [of(viaApi, "timed"), of(direct, "timed")];
          add(
            `Latency ${route} ${p}, API / direct`,
            `${ms(api)} / ${ms(calls)} = ${(api / calls).toFixed(2)}× (clients saw ${ms(of(viaApi, "seen"))})`,
            "≤ 1.5×",
            api / calls <= 1.5,
          );
        }
      }
    } finally {
      clients.stop();
      http.close();
    }
  });
