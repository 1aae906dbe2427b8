/**
 * The benchmark's HTTP clients, in a process of their own so their CPU and garbage are not charged to the
 * app they measure, as real clients never share its process. `fork`ed by api.ts with the app's address; for
 * each job it runs one keep-alive client per entry of `clients`, each sending `rounds` requests one after another, and
 * answers with every request's latency.
 */
import { Agent, request } from "node:http";
import { closedLoop } from "./closed-loop";

export interface LoadJob {
  method: "GET" | "POST";
  /** One client each: the path it requests and the headers it sends (its user's session, say). */
  clients: { path: string; headers: Record<string, string> }[];
  body?: Uint8Array;
  rounds: number;
}

const { hostname, port } = new URL(process.argv[2] ?? "");
const agent = new Agent({ keepAlive: true });

const send = ({ method, body }: LoadJob, { path, headers }: LoadJob["clients"][number]) =>
  new Promise<void>((resolve, reject) => {
    request({ host: hostname, port, method, path, agent, headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${method} ${path} answered ${response.statusCode}`));
      response
        .on("data", () => undefined)
        .on("end", resolve)
        .on("error", reject);
    })
      .on("error", reject)
      .end(body ? Buffer.from(body) : undefined);
  });

const run = (job: LoadJob) =>
  closedLoop(
    job.clients.map((client) => () => send(job, client)),
    job.rounds,
  );

process.on("message", (job: LoadJob) => {
  run(job).then(
    (latencies) => process.send?.({ latencies }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
