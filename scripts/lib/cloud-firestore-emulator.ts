/**
 * The official Cloud Firestore emulator (the gcloud component) as a process of its own: started with the
 * project's rules, optionally seeded from an export of its own, exported through its REST API (its
 * `--export-on-exit` flag relies on firebase-tools to ask for the export), and stopped with its process group.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { trackGroup } from "./interrupt";
import { freePort } from "./preflight";

/** The export's name: its data sits in `<dir>/firestore/firestore.overall_export_metadata`. */
const EXPORT_NAME = "firestore";

export interface CloudFirestoreEmulatorOptions {
  launcher: string;
  host: string;
  port: number;
  /** Every project the emulator serves gets these rules. */
  rulesFile: string;
  /** A directory written by `exportTo` to start from, if it holds an export. */
  importDir?: string;
  logFile: string;
}

export interface CloudFirestoreEmulator {
  address: string;
  /** Writes every project's data to `dir` (replacing what was there only once the export is complete). */
  exportTo(dir: string, projectId: string): Promise<void>;
  stop(): Promise<void>;
}

export const hasExport = (dir: string) => existsSync(metadataFile(dir));
const metadataFile = (dir: string) => path.join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);

export async function startCloudFirestoreEmulator(
  options: CloudFirestoreEmulatorOptions,
): Promise<CloudFirestoreEmulator> {
  const address = `${options.host}:${options.port}`;
  const args = ["start", `--host=${options.host}`, `--port=${options.port}`, `--rules=${options.rulesFile}`];
  if (options.importDir && hasExport(options.importDir)) {
    args.push(`--seed_from_export=${metadataFile(options.importDir)}`);
  }
  await mkdir(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  // Its own process group: the launcher is a shell script that starts Java as a child.
  const child = spawn(options.launcher, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  trackGroup(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const stop = async () => {
    signalGroup(child, "SIGTERM");
    if (!(await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]))) {
      signalGroup(child, "SIGKILL");
    }
    // The launcher (a shell script) exits before Java has finished writing its last lines into the pipes:
    // those are dropped rather than written into a log that has ended (which throws, and ended a CI run).
    for (const output of [child.stdout, child.stderr]) {
      output?.unpipe(log);
      output?.resume();
    }
    log.end();
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      await stop();
      const bindFailed = /BindException|Address already in use/.test(await readFile(options.logFile, "utf8").catch(() => ""));
      const why = bindFailed ? ` (port ${options.port} was taken)` : "";
      throw new EmulatorExitedError(`The Cloud Firestore emulator exited at start${why}; see ${options.logFile}.`, bindFailed);
    }
    try {
      // Bounded: whatever else holds the port may never answer.
      if ((await fetch(`http://${address}/`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Cloud Firestore emulator did not answer within 60 seconds; see ${options.logFile}.`);
    }
    await sleep(250);
  }

  return {
    address,
    stop,
    async exportTo(dir, projectId) {
      const staging = `${dir}.partial`;
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      const response = await fetch(`http://${address}/emulator/v1/projects/${projectId}:export`, {
        method: "POST",
        body: JSON.stringify({
          database: `projects/${projectId}/databases/(default)`,
          export_directory: path.resolve(staging),
          export_name: EXPORT_NAME,
        }),
      });
      if (!response.ok) throw new Error(`The Firestore export failed: ${response.status} ${await response.text()}`);
      await rm(dir, { recursive: true, force: true });
      await rename(staging, dir);
    },
  };
}

export class EmulatorExitedError extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

/**
 * Started on a port the system has just handed out and released: another process (a test's client socket, say)
 * may take that port before Java binds it, so a start that finds its port taken is tried on another, twice more.
 */
export async function startCloudFirestoreEmulatorOnFreePort(
  options: Omit<CloudFirestoreEmulatorOptions, "port">,
): Promise<CloudFirestoreEmulator> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startCloudFirestoreEmulator({ ...options, port: await freePort() });
    } catch (error) {
      if (!(error instanceof EmulatorExitedError && error.portTaken) || attempt === 3) throw error;
    }
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
