/**
 * Starts the local Firebase stack: the Auth, Functions and Hosting emulators of firebase-tools, with the
 * official Firestore emulator that `chooseLocalFirestore` picks (firebase-tools' own with Java 21, else the
 * installed Cloud Firestore emulator) and files in the Storage emulator or on local disk.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { hasExport, startCloudFirestoreEmulator, type CloudFirestoreEmulator } from "./cloud-firestore-emulator";
import { chooseLocalFirestore, describeLocalFirestore, NoLocalFirestoreError, type LocalFirestore } from "./local-firestore";
import { trackGroup } from "./interrupt";
import { describeTakenPort, findTakenPort, type PortPlan } from "./preflight";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where `npm start` keeps its data: `.data/`, or START_DATA_DIR (the scripts' own tests use folders of theirs). */
export const localDataDir = () =>
  process.env.START_DATA_DIR ? path.resolve(process.env.START_DATA_DIR) : path.join(ROOT, ".data");

/** Within a data folder: the Cloud Firestore emulator's export and the files on local disk. */
export const firestoreExportDirOf = (dataDir: string) => path.join(dataDir, "firestore-export");
export const filesDirOf = (dataDir: string) => path.join(dataDir, "files");

interface EmulatorConfig {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<"auth" | "functions" | "firestore" | "storage" | "hosting" | "hub" | "logging", EmulatorConfig>;
  functions: { runtime: string }[];
}

export function readFirebaseConfig() {
  const firebase = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as FirebaseJson;
  const rc = JSON.parse(readFileSync(path.join(ROOT, ".firebaserc"), "utf8")) as { projects: { default: string } };
  return { emulators: firebase.emulators, projectId: rc.projects.default, runtime: firebase.functions[0]?.runtime };
}

/**
 * Which Node runs the function under the Functions emulator (the one on the PATH it is given: FUNCTIONS_NODE's,
 * else this process's), beside the runtime it is deployed on (firebase.json alone names that).
 */
export function describeFunctionNode(functionsNode = process.env.FUNCTIONS_NODE): string {
  const deployed = (readFirebaseConfig().runtime ?? "").replace(/^nodejs/, "Node ");
  if (functionsNode) {
    const version = execFileSync(functionsNode, ["--version"], { encoding: "utf8" }).trim();
    return `The function runs on Node ${version} (FUNCTIONS_NODE); deployed on ${deployed} (firebase.json).`;
  }
  return (
    `The function runs on this machine's Node ${process.version}; deployed on ${deployed} (firebase.json). ` +
    `Set FUNCTIONS_NODE to a ${deployed} binary to run it on that one.`
  );
}

export interface StackOptions {
  /** Where the stack keeps its data between runs. */
  dataDir: string;
  /** Import the data found in dataDir on start and export it on stop. */
  persist: boolean;
  /** Emulator output goes here; `inherit` prints it, prefixed. */
  output: "inherit" | { logFile: string };
  /** Prints what the stack is doing, one line at a time. */
  say: (line: string) => void;
  /** Extra environment for the function, e.g. looser rate limits for the tests. */
  functionEnv?: Record<string, string>;
}

export interface RunningStack {
  projectId: string;
  hostingUrl: string;
  /** What a process needs to talk to this stack through firebase-admin. */
  env: Record<string, string>;
  firestore: LocalFirestore;
  stop(): Promise<void>;
}

export class StackError extends Error {}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { emulators, projectId } = readFirebaseConfig();
  let firestore: LocalFirestore;
  try {
    firestore = chooseLocalFirestore();
  } catch (error) {
    if (error instanceof NoLocalFirestoreError) throw new StackError(error.message);
    throw error;
  }
  const allOfficial = firestore.kind === "firebase-tools";

  const plan: PortPlan[] = [
    { name: "Firestore", port: emulators.firestore.port, configKey: "emulators.firestore.port" },
    { name: "Auth emulator", port: emulators.auth.port, configKey: "emulators.auth.port" },
    { name: "Functions emulator", port: emulators.functions.port, configKey: "emulators.functions.port" },
    { name: "Hosting emulator", port: emulators.hosting.port, configKey: "emulators.hosting.port" },
    { name: "emulator hub", port: emulators.hub.port, configKey: "emulators.hub.port" },
    { name: "logging emulator", port: emulators.logging.port, configKey: "emulators.logging.port" },
    ...(allOfficial ? [{ name: "Storage emulator", port: emulators.storage.port, configKey: "emulators.storage.port" }] : []),
  ];
  const taken = await findTakenPort(plan);
  if (taken) throw new StackError(describeTakenPort(taken));
  options.say(describeLocalFirestore(firestore));

  await mkdir(options.dataDir, { recursive: true });
  const emulatorExportDir = path.join(options.dataDir, "emulators");
  const firestoreExportDir = firestoreExportDirOf(options.dataDir);
  const filesDir = filesDirOf(options.dataDir);

  const env: Record<string, string> = {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${emulators.firestore.host}:${emulators.firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${emulators.auth.host}:${emulators.auth.port}`,
    ...(allOfficial
      ? { FIREBASE_STORAGE_EMULATOR_HOST: `${emulators.storage.host}:${emulators.storage.port}` }
      : { FILE_STORE_DIR: filesDir }),
  };

  let cloudEmulator: CloudFirestoreEmulator | undefined;
  if (firestore.kind === "cloud-emulator") {
    try {
      cloudEmulator = await startCloudFirestoreEmulator({
        launcher: firestore.launcher,
        ...emulators.firestore,
        rulesFile: path.join(ROOT, "firestore.rules"),
        importDir: options.persist ? firestoreExportDir : undefined,
        logFile: path.join(options.dataDir, "firestore-emulator.log"),
      });
    } catch (error) {
      throw new StackError((error as Error).message);
    }
    if (options.persist && hasExport(firestoreExportDir)) {
      options.say(`Restored the Firestore data from ${path.relative(ROOT, firestoreExportDir)}/.`);
    }
  }

  const args = ["emulators:start", "--project", projectId];
  if (!allOfficial) args.push("--only", "auth,functions,hosting");
  if (options.persist) {
    if (existsSync(path.join(emulatorExportDir, "firebase-export-metadata.json"))) {
      args.push("--import", emulatorExportDir);
    }
    args.push("--export-on-exit", emulatorExportDir);
  }

  // The Functions emulator runs the function on the Node that runs it: FUNCTIONS_NODE, where set, is the
  // deployed runtime's (CI), first on the PATH.
  const nodePath = process.env.FUNCTIONS_NODE
    ? `${path.dirname(process.env.FUNCTIONS_NODE)}${path.delimiter}${process.env.PATH ?? ""}`
    : (process.env.PATH ?? "");
  const child = spawn(path.join(ROOT, "node_modules/.bin/firebase"), args, {
    cwd: ROOT,
    // NODE_ENV=production: the emulators' own Express servers then answer a request they cannot route (a broken
    // percent-escape) with the status alone, as the deployed runtime does, not with a stack.
    env: {
      ...process.env,
      ...env,
      ...options.functionEnv,
      CI: process.env.CI ?? "",
      PATH: nodePath,
      NODE_ENV: "production",
    },
    // Its own process group, so that stopping it also stops the function workers it spawned.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  trackGroup(child);
  const logTail: string[] = [];
  const sink = options.output === "inherit" ? undefined : createWriteStream(options.output.logFile);
  const onData = (chunk: Buffer) => {
    sink?.write(chunk);
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      logTail.push(line);
      if (logTail.length > 40) logTail.shift();
      if (options.output === "inherit") process.stdout.write(`[emulators] ${line}\n`);
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const stopFirestore = async () => {
    if (cloudEmulator) {
      if (options.persist) {
        await cloudEmulator.exportTo(firestoreExportDir, projectId);
      }
      await cloudEmulator.stop();
      cloudEmulator = undefined;
    }
  };

  const stop = async () => {
    if (!exited && child.pid) {
      process.kill(-child.pid, "SIGINT");
      const stopped = await Promise.race([exit.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) killGroup(child);
    }
    killGroup(child); // function workers that outlived the CLI
    sink?.end();
    await stopFirestore();
  };

  const hostingUrl = `http://${emulators.hosting.host}:${emulators.hosting.port}`;
  try {
    await waitForApi(hostingUrl, () => exited);
  } catch (error) {
    await stop();
    const tail = logTail.slice(-15).join("\n");
    throw new StackError(`${(error as Error).message}\nLast emulator output:\n${tail}`);
  }
  return { projectId, hostingUrl, env, firestore, stop };
}

function killGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group is already gone.
  }
}

/** Ready means Hosting answers and routes /api to a loaded function (which says 401: nobody signed in). */
async function waitForApi(hostingUrl: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (hasExited()) throw new StackError("The Firebase emulators stopped before they were ready.");
    try {
      const response = await fetch(`${hostingUrl}/api/users/is-auth`);
      if (response.status === 401) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new StackError("The Firebase emulators did not become ready within 120 seconds.");
}
