/**
 * Ctrl-C at every moment of `npm start` (and of `npm test`, which starts the same stack) stops every process it
 * started: afterwards every port of firebase.json is free, and the next start works. Each run is a process
 * group of its own, interrupted as a terminal does (SIGINT to the whole group). Needs the ports free: `npm
 * test` runs it before it starts its own stack.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTakenPort, isFree, type PortPlan } from "./lib/preflight";
import { readFirebaseConfig, ROOT } from "./lib/stack";

const { emulators } = readFirebaseConfig();
const PORTS: PortPlan[] = Object.entries(emulators).map(([name, { port }]) => ({
  name,
  port,
  configKey: `emulators.${name}.port`,
}));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "interrupt-data-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A script of scripts/ in a process group of its own, as a terminal runs a command. */
function runScript(script: string, args: string[]): Run {
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, START_DATA_DIR: dataDir, TEST_DATA_DIR: path.join(dataDir, "test") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, run: Run, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. Output:\n${run.output()}`);
    if (run.child.exitCode !== null) throw new Error(`Exited before ${what}. Output:\n${run.output()}`);
    await sleep(100);
  }
}

/** Ctrl-C: SIGINT to the run's whole process group. Then the run ends, and so does everything it started. */
async function interrupt(run: Run) {
  process.kill(-(run.child.pid ?? 0), "SIGINT");
  const code = await Promise.race([run.exited, sleep(60_000).then(() => "still running")]);
  expect(code, run.output()).not.toBe("still running");
  // The emulators' sockets close as their processes end: a moment at most.
  const deadline = Date.now() + 10_000;
  let taken = await findTakenPort(PORTS);
  while (taken && Date.now() < deadline) {
    await sleep(200);
    taken = await findTakenPort(PORTS);
  }
  expect(taken, `a port still held after Ctrl-C:\n${run.output()}`).toBeUndefined();
}

const portTaken = (port: number) => async () => !(await isFree(port));

describe("Ctrl-C during npm start", () => {
  it("When interrupted while it builds, then it stops and holds no port", async () => {
    const run = runScript("start.ts", []);
    await until(() => run.output().includes("Building the API"), "the build", run);
    await interrupt(run);
  }, 240_000);

  it("When interrupted once the Firestore emulator listens, then the emulator stops too", async () => {
    const run = runScript("start.ts", ["--no-build"]);
    await until(portTaken(emulators.firestore.port), "the Firestore emulator", run);
    await interrupt(run);
  }, 240_000);

  it("When interrupted while the Firebase emulators start, then every one of them stops", async () => {
    const run = runScript("start.ts", ["--no-build"]);
    await until(portTaken(emulators.auth.port), "the Auth emulator", run);
    expect(run.output()).not.toContain("is running at");
    await interrupt(run);
  }, 240_000);

  it("When interrupted once running, then it saves the data and stops; the next start works", async () => {
    const first = runScript("start.ts", ["--no-build"]);
    await until(() => first.output().includes("is running at"), "the app", first);
    await interrupt(first);
    expect(first.output()).toContain("Stopped. The data is kept in");
    const again = runScript("start.ts", ["--no-build"]);
    await until(() => again.output().includes("is running at"), "the app, started again", again);
    expect(again.output()).not.toMatch(/already in use/);
    await interrupt(again);
  }, 360_000);
});

describe("Ctrl-C during npm test", () => {
  it("When interrupted while it starts its stack, then every emulator stops", async () => {
    const run = runScript("test.ts", ["api"]);
    await until(portTaken(emulators.firestore.port), "the Firestore emulator", run);
    await interrupt(run);
  }, 240_000);
});
