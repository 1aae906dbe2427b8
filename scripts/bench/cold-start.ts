/**
 * Cold start: the time to load the function module beside a bare firebase-functions + firebase-admin module, in
 * fresh Node processes, taking turns in the same run; medians of several loads.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../lib/stack";
import { add, ms } from "./report";
import { median, takeTurns } from "./statistics";

const LOADS = 11;

const BARE_MODULE = `
const { onRequest } = require("firebase-functions/v2/https");
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
initializeApp();
getFirestore();
exports.api = onRequest((req, res) => { res.send("ok"); });
`;

async function loadTime(modulePath: string): Promise<number> {
  const script = `const t = process.hrtime.bigint(); require(${JSON.stringify(modulePath)}); console.log(Number(process.hrtime.bigint() - t) / 1e6);`;
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", script], {
    cwd: path.join(ROOT, "functions"),
    env: {
      PATH: process.env.PATH,
      GCLOUD_PROJECT: "demo-bench",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
      FILE_STORE_DIR: "/tmp/bench-cold",
    },
  });
  return Number(stdout.trim());
}

/** The built function's module load against the bare one's: at most 1.5×. */
export async function coldStartFigures() {
  const dir = await mkdtemp(path.join(ROOT, "functions", ".bench-"));
  const bare = path.join(dir, "bare.js");
  await writeFile(bare, BARE_MODULE);
  const modules = [path.join(ROOT, "functions/lib/index.js"), bare];
  const times = await takeTurns(modules, LOADS, loadTime).finally(() => rm(dir, { recursive: true, force: true }));
  const [functionMs, bareMs] = times.map(median) as [number, number];
  add(
    `Cold start: the function's module / a bare one, median of ${LOADS}`,
    `${ms(functionMs)} / ${ms(bareMs)} = ${(functionMs / bareMs).toFixed(2)}×`,
    "≤ 1.5×",
    functionMs / bareMs <= 1.5,
  );
}
