/**
 * How the bench starts and what it prints: the machine's state first, then each figure with its rule and result in
 * one table, the verdict below, saved in .bench/run/latest.md; a full run also rewrites docs/performance.md's table.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { closeAdminApps } from "../lib/admin";
import { run } from "../lib/run";
import { ROOT } from "../lib/stack";
import { describeMachine, isBusy, measureMachine, type MachineState } from "./machine";

/** One figure of the table; `pass` null for a reference, not judged. */
export type Row = { figure: string; value: string; rule: string; pass: boolean | null };

const rows: Row[] = [];
export const add = (figure: string, value: string, rule: string, pass: boolean | null) =>
  rows.push({ figure, value, rule, pass });
/** A figure against its reference, `value` ms to `reference` ms: at most 1.5×. */
export function addRatio(figure: string, value: number, reference: number, note = "") {
  const ratio = value / reference;
  add(figure, `${ms(value)} / ${ms(reference)} = ${ratio.toFixed(2)}×${note}`, "≤ 1.5×", ratio <= 1.5);
}
export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US")} ms`;
export const say = (line: string) => console.log(`» ${line}`);
export const markdownTable = (header: string[], body: string[][]) =>
  [header, header.map(() => "---"), ...body].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export const MARKS = { start: "<!-- bench:figures -->", end: "<!-- /bench:figures -->" };

/** The table, its results "not judged" on a busy machine. */
export function tableOf(measured: readonly Row[], busy: boolean): string {
  const result = (row: Row) => (row.pass === null ? "—" : busy ? "not judged" : row.pass ? "pass" : "FAIL");
  const body = measured.map((row) => [row.figure, row.value, row.rule, result(row)]);
  return markdownTable(["Figure", "Measured", "Rule", "Result"], body);
}

export function verdictOf(measured: readonly Row[], busy: boolean): string {
  const judged = measured.filter((row) => row.pass !== null);
  if (busy) return `machine busy: not comparable (${judged.length} figures not judged)`;
  return `${judged.filter((row) => row.pass).length} within their rule, ${judged.filter((row) => !row.pass).length} not`;
}

/** `doc` with what stands between the marks replaced by `content`. */
export function replaceMarked(doc: string, content: string): string {
  const start = doc.indexOf(MARKS.start);
  const end = doc.indexOf(MARKS.end);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${MARKS.start} … ${MARKS.end} section`);
  return `${doc.slice(0, start + MARKS.start.length)}\n${content}\n${doc.slice(end)}`;
}

/** Prints and saves the table; `docsFile` (a full run's) gets it in its marked section, with how it was run. */
export async function report(benchDir: string, machine: MachineState, run: string, docsFile?: string) {
  const busy = isBusy(machine);
  const table = tableOf(rows, busy);
  const verdict = verdictOf(rows, busy);
  const text = `${run}; ${describeMachine(machine)}.\n\n${table}\n\n${verdict}.`;
  console.log(`\n${table}\n\n${verdict} (table saved in .bench/run/latest.md)`);
  await writeFile(path.join(benchDir, "latest.md"), `${text}\n`);
  if (docsFile) await writeFile(docsFile, replaceMarked(await readFile(docsFile, "utf8"), text));
}

/** Runs a bench command: the machine's state printed first, then the function built (the stack serves it). */
export function command(body: (machine: MachineState) => Promise<void>) {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  (async () => {
    const machine = await measureMachine(path.join(ROOT, ".bench"));
    say(describeMachine(machine));
    say("Building the function...");
    if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) throw new Error("build failed");
    await body(machine);
  })()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => closeAdminApps().then(() => process.exit()));
}
