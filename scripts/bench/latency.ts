/**
 * The API's latency against the same Firestore calls made directly (docs/performance.md), on server.ts's set-up, 50
 * clients in a process of their own (clients.ts). Both sides warm up, then take turns; each figure is the median over
 * the turns of that turn's percentile, so that one stall of the machine does not decide it.
 */
import { addDays } from "@common/calendar-date";
import { jpegBytes } from "../../functions/test/api/images";
import { createIsolatedTestApp, provisionUser } from "../../functions/test/api/test-app";
import { sessionIdOf, uploadProof } from "../../functions/src/tooling";
import { type BenchDeps, listen, signedIn, withOwnEmulator } from "./server";
import { closedLoop, startClients, type LoadJob } from "./clients";
import { addRatio, ms } from "./report";
import { median, percentile, takeTurns } from "./statistics";

const CLIENTS = 50;
const WARM_UP = 5;
const TURNS = 5;
/** Requests per client: a cheap route gets more, so that its p99 is not one stall's worth of samples. */
const ROUNDS = { quick: 100, slow: 20 };

const percentiles = (values: number[]) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) });

const task = (deps: BenchDeps, assignedTo: string, deadline: string) =>
  deps.tasks.create({ name: "Practice", instructions: "Send a photo.", deadline, category: "Reading", assignedTo });

/** is-auth, a year of tasks and a proof sent: each through the API and directly, ≤ 1.5× at p50 and p99. */
export const latencyFigures = () =>
  withOwnEmulator("latency", async () => {
    const { app, deps } = createIsolatedTestApp("bench-latency");
    // Each request timed from its arrival to its response written.
    const timings: number[] = [];
    const { server, base } = await listen((req, res) => {
      const arrived = performance.now();
      res.once("finish", () => timings.push(performance.now() - arrived));
      app(req, res);
    });
    // The clients' connections idle while the direct calls take their turn: never closed under them.
    server.keepAliveTimeout = 10 * 60_000;
    const clients = await startClients(base);
    try {
      const student = await provisionUser(deps);
      for (let day = 0; day < 365; day += 1) await task(deps, student._id, addDays("2026-01-05", day));
      const session = await signedIn(deps, student._id);
      const photo = await jpegBytes(1200, 900);
      const form = new FormData();
      form.append("proof", new Blob([photo], { type: "image/jpeg" }), "proof.jpg");
      const request = new Request(base, { method: "POST", body: form });
      const body = new Uint8Array(await request.arrayBuffer());
      const type = request.headers.get("content-type") ?? "";
      // Each sender's client of the API, and its same upload made directly, each of a task of its own.
      const senders = await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const sender = await provisionUser(deps);
          const [viaApi, direct] = await Promise.all([
            task(deps, sender._id, "2026-01-05"),
            task(deps, sender._id, "2026-01-06"),
          ]);
          const { headers } = await signedIn(deps, sender._id);
          return {
            client: { path: `/api/tasks/upload-proof/${viaApi._id}`, headers: { ...headers, "Content-Type": type } },
            upload: () =>
              deps.uploadLeases.hold(sender._id, direct._id, () =>
                uploadProof(deps, direct._id, sender, [{ kind: "image", bytes: photo }]),
              ),
          };
        }),
      );

      // The reads every signed-in request starts with: the session, then its user.
      const sessionId = sessionIdOf(session.token);
      const checkSession = () =>
        deps.sessions.find(sessionId).then((found) => deps.users.findById(found?.userId ?? ""));
      const get = (route: string): LoadJob => ({
        method: "GET",
        clients: Array.from({ length: CLIENTS }, () => ({ path: route, headers: session.headers })),
      });
      const routes: [string, number, LoadJob, (client: number) => Promise<unknown>][] = [
        ["is-auth", ROUNDS.quick, get("/api/users/is-auth"), checkSession],
        [
          "tasks/get (365 tasks)",
          ROUNDS.slow,
          get("/api/tasks/get"),
          () => checkSession().then(() => deps.tasks.listForUser(student._id)),
        ],
        [
          "upload-proof",
          ROUNDS.slow,
          { method: "POST", clients: senders.map(({ client }) => client), body },
          (client) => checkSession().then(() => senders[client]?.upload()),
        ],
      ];
      for (const [route, rounds, job, directly] of routes) {
        // Each side's latencies as timed in the app's process, and as the clients saw them.
        const sides = [
          async (n: number) => ({
            seen: percentiles(await clients.run(job, n)),
            timed: percentiles(timings.splice(0)),
          }),
          async (n: number) => {
            const timed = percentiles(await closedLoop(CLIENTS, directly, n));
            return { timed, seen: timed };
          },
        ];
        for (const side of sides) await side(WARM_UP);
        const [viaApi = [], direct = []] = await takeTurns(sides, TURNS, (side) => side(rounds / TURNS));
        for (const p of ["p50", "p99"] as const) {
          const of = (turns: typeof viaApi, key: "timed" | "seen") => median(turns.map((turn) => turn[key][p]));
          const seen = ` (clients saw ${ms(of(viaApi, "seen"))})`;
          addRatio(`Latency ${route} ${p}, API / direct`, of(viaApi, "timed"), of(direct, "timed"), seen);
        }
      }
    } finally {
      clients.stop();
      server.close();
    }
  });
