/**
 * How busy the machine is when a run starts: the load average beside the cores, and a fixed CPU loop timed
 * against its quiet time, the fastest this machine has ever run it (kept in .bench/machine.json, lowered
 * whenever a run is faster). A busy machine's timings are not judged: its run says "machine busy: not comparable".
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { median } from "./statistics";

export type MachineState = Awaited<ReturnType<typeof measureMachine>>;

const TRIES = 7;

/** Busy: more runnable work than cores, or the loop a quarter slower than on a quiet machine. */
export const isBusy = ({ load, cores, loopMs, quietMs }: MachineState) => load > cores || loopMs > 1.25 * quietMs;

export const describeMachine = (state: MachineState) =>
  `machine: load ${state.load.toFixed(2)} on ${state.cores} cores; CPU loop ${state.loopMs.toFixed(0)} ms, ` +
  `quiet ${state.quietMs.toFixed(0)} ms (${(state.loopMs / state.quietMs).toFixed(2)}×): ${isBusy(state) ? "busy" : "quiet"}`;

/** A fixed amount of integer work, some 30 ms on a free core of this machine; its result keeps it from being skipped. */
function cpuLoop(): number {
  const started = performance.now();
  let hash = 0;
  for (let i = 0; i < 30_000_000; i += 1) hash = Math.imul(hash ^ i, 0x5bd1e995) >>> 0;
  if (hash === 0.5) throw new Error("unreachable");
  return performance.now() - started;
}

/** The load average, the cores, the loop's median and quiet times (ms); the quiet time lowered when a try beats it. */
export async function measureMachine(benchRoot: string) {
  const file = path.join(benchRoot, "machine.json");
  const tries = Array.from({ length: TRIES }, cpuLoop);
  const stored = await readFile(file, "utf8").then(
    (text) => (JSON.parse(text) as { quietMs: number }).quietMs,
    () => Infinity,
  );
  const quietMs = Math.min(stored, ...tries);
  await mkdir(benchRoot, { recursive: true });
  await writeFile(file, `${JSON.stringify({ quietMs })}\n`);
  return { load: loadavg()[0] ?? 0, cores: availableParallelism(), loopMs: median(tries), quietMs };
}
