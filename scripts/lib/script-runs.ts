/**
 * The scripts' tests that run `npm start` (and the other commands) as a person does: each in a process group of
 * its own, read from its output, and stopped with Ctrl-C. They need the ports of firebase.json free.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect } from "vitest";
import { findTakenPort, type PortPlan } from "./preflight";
import { readFirebaseConfig, ROOT } from "./stack";

const PORTS: PortPlan[] = Object.entries(readFirebaseConfig().emulators).map(([name, { port }]) => ({
  name,
  port,
  configKey: `emulators.${name}.port`,
}));

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A script of scripts/ in a process group of its own, as a terminal runs a command, keeping its data in `dataDir`. */
export function runScript(script: string, args: string[], dataDir: string): Run {
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

export async function until(condition: () => Promise<boolean> | boolean, what: string, run: Run, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. Output:\n${run.output()}`);
    if (run.child.exitCode !== null) throw new Error(`Exited before ${what}. Output:\n${run.output()}`);
    await sleep(100);
  }
}

/** Ctrl-C: SIGINT to the run's whole process group. Then the run ends, and so does everything it started. */
export async function interrupt(run: Run) {
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

