/**
 * The latency figures' load: closed loops (each client sends its requests one after another, all clients at
 * once), timed alike for the HTTP clients and the direct Firestore calls. The HTTP clients run in a process of
 * their own (this module, forked), so that their CPU and garbage are not charged to the app they measure.
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type IncomingMessage } from "node:http";
import { finished } from "node:stream/promises";
import { fileURLToPath } from "node:url";

export interface LoadJob {
  method: "GET" | "POST";
  /** One keep-alive client each: the path it requests and the headers it sends (its user's session, say). */
  clients: { path: string; headers: Record<string, string> }[];
  body?: Uint8Array;
}

/** `clients` clients calling `work` `rounds` times each, one call after another, all at once: every call's latency. */
export async function closedLoop(clients: number, work: (client: number) => Promise<unknown>, rounds: number) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        await work(client);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** The clients' process for the app at `base`: `run` sends it a job's rounds, answered with every request's latency. */
export async function startClients(base: string) {
  const child = fork(fileURLToPath(import.meta.url), [base], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await once(child, "message");
  return {
    run: async (job: LoadJob, rounds: number): Promise<number[]> => {
      child.send({ ...job, rounds });
      const [answer] = (await once(child, "message")) as [{ latencies?: number[]; error?: string }];
      if (!answer.latencies) throw new Error(`The bench's clients failed: ${answer.error}`);
      return answer.latencies;
    },
    stop: () => child.disconnect(),
  };
}

/** In the forked process: one keep-alive agent, and each job's requests in closed loops. */
function serve(base: string) {
  const agent = new Agent({ keepAlive: true });
  const send = async ({ method, body, clients }: LoadJob, client: number) => {
    const { path, headers } = clients[client] ?? { path: "/", headers: {} };
    const sent = request(new URL(path, base), { method, agent, headers }).end(body && Buffer.from(body));
    const [response] = (await once(sent, "response")) as [IncomingMessage];
    if (response.statusCode !== 200) throw new Error(`${method} ${path} answered ${response.statusCode}`);
    await finished(response.resume());
  };
  process.on("message", (job: LoadJob & { rounds: number }) => {
    closedLoop(job.clients.length, (client) => send(job, client), job.rounds).then(
      (latencies) => process.send?.({ latencies }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.on("disconnect", () => process.exit(0));
  process.send?.({ ready: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2] ?? "");
