/** The bench's table: each figure with its budget and verdict, printed and saved in .bench/run/latest.md. */
import { writeFile } from "node:fs/promises";
import path from "node:path";

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}
export const rows: Row[] = [];
export const add = (figure: string, value: string, budget: string, pass: boolean | null) =>
  rows.push({ figure, value, budget, pass });
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const say = (line: string) => console.log(`» ${line}`);
/** The value at `share` of the sorted values (nearest rank): 0.5 the median (the lower one of an even count). */
export const nearestRank = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)] ?? NaN;

export async function printTable(benchDir: string) {
  const table = [
    "| Figure | Measured | Budget | Result |",
    "|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${row.value} | ${row.budget} | ${row.pass === null ? "—" : row.pass ? "pass" : "FAIL"} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n`);
  await writeFile(path.join(benchDir, "latest.md"), `${table}\n`);
  const failed = rows.filter((row) => row.pass === false).length;
  console.log(
    `${rows.filter((row) => row.pass).length} within budget, ${failed} over budget (table saved in .bench/run/latest.md)`,
  );
}
