/**
 * Ctrl-C at every moment of `npm start` (and of `npm test`, which starts the same stack) stops every process it
 * started: afterwards every port of firebase.json is free, and the next start works. Each run is a process
 * group of its own, interrupted as a terminal does (SIGINT to the whole group). Needs the ports free: `npm
 * test` runs it before it starts its own stack.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isFree } from "./lib/preflight";
import { interrupt, runScript as runScriptIn, until } from "./lib/script-runs";
import { readFirebaseConfig } from "./lib/stack";

const { emulators } = readFirebaseConfig();

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "interrupt-data-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const runScript = (script: string, args: string[]) => runScriptIn(script, args, dataDir);

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
