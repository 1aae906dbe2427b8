import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";

/** The emulator ports of firebase.json, by the name a person knows them by. */
export interface PortPlan {
  name: string;
  port: number;
  /** The firebase.json key to change it. */
  configKey: string;
}

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first port of the plan that is taken, or undefined when every one is free. */
export async function findTakenPort(plan: PortPlan[]): Promise<PortPlan | undefined> {
  for (const entry of plan) if (!(await isFree(entry.port))) return entry;
  return undefined;
}

export function describeTakenPort({ name, port, configKey }: PortPlan): string {
  return (
    `Port ${port} (${name}) is already in use: stop what holds it (see \`lsof -i :${port}\`, often an earlier ` +
    `\`npm start\` or \`npm test\`) or change "${configKey}" in firebase.json.`
  );
}

/** The major version of `java` on the PATH, or undefined when there is none. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** A port on 127.0.0.1 that was free a moment ago, for a server of the tests' own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
