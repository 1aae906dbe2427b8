/**
 * `npm run bench:compare -- A B`: an A/B of two web builds (git revisions, or `.` for the working tree) in one run,
 * on the bench's set-up; B's median minus A's with its 95 % bootstrap interval, in .bench/compare.md. COMPARE_PAGES,
 * COMPARE_RUNS, COMPARE_PRESET, COMPARE_INTERACTIONS and COMPARE_DAILY_OPEN choose what (docs/performance.md).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./lib/stack";
import { buildWeb, withBrowserStack } from "./bench/browser";
import { measureDailyOpen } from "./bench/daily-open";
import { INTERACTIONS, runInteractions } from "./bench/interactions";
import { alternate, LIGHTHOUSE_PRESETS } from "./bench/lighthouse";
import { describeMachine } from "./bench/machine";
import { choose, count, PAGES } from "./bench/pages";
import { command, markdownTable, say } from "./bench/report";
import { describeDifference, median, medianDifference, verdict } from "./bench/statistics";

const revs = process.argv.slice(2);
if (revs.length !== 2) throw new Error("Usage: npm run bench:compare -- <rev A> <rev B> (a git revision, or .)");
const runs = count("COMPARE_RUNS", 10);
const taps = count("INTERACTION_RUNS", 10);
const [preset = "mobile"] = choose("COMPARE_PRESET", LIGHTHOUSE_PRESETS, (name) => name, ["mobile"]);
const homeAndDashboard = PAGES.filter((page) => ["/", "/dashboard"].includes(page.path));
const pages = choose("COMPARE_PAGES", PAGES, (page) => page.id, homeAndDashboard);
const interactions = choose("COMPARE_INTERACTIONS", Object.keys(INTERACTIONS), (name) => name, []);
/**
 * Each page's figures, higher better (the score) or lower (the times, ms): Lighthouse's simulated ones, then two it
 * observed (when the largest paint was, and the last change on screen: a part that comes after it).
 */
const FIGURES = {
  performance: true,
  TBT: false,
  LCP: false,
  FCP: false,
  "LCP observed": false,
  "last visual change observed": false,
};

/** Revision `rev`'s web build, in a worktree of its own under `benchDir`; the working tree's own for `.`. */
async function buildRevision(rev: string, benchDir: string) {
  if (rev === ".") return { label: "working tree", ...buildWeb(ROOT) };
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { cwd: ROOT, encoding: "utf8" }).trim();
  const tree = path.join(benchDir, sha);
  if (!existsSync(tree)) {
    execFileSync("git", ["worktree", "add", "--detach", "--force", tree, sha], { cwd: ROOT, stdio: "ignore" });
  }
  for (const modules of ["node_modules", "web/node_modules", "functions/node_modules"]) {
    const target = path.join(ROOT, modules);
    if (existsSync(target) && !existsSync(path.join(tree, modules))) await symlink(target, path.join(tree, modules));
  }
  return { label: `${rev} (${sha})`, ...buildWeb(tree) };
}

/** One row of the table: both medians, the difference with its interval, and its verdict (none under 10 runs). */
function compared(label: string, name: string, a: number[], b: number[], higherIsBetter: boolean, unit = "") {
  const result = medianDifference(a, b);
  const said = Math.min(a.length, b.length) >= 10 ? verdict(result, higherIsBetter) : "too few runs to say";
  const medians = [median(a), median(b)].map((value) => `${value.toFixed(0)}${unit}`);
  return [label, name, ...medians, describeDifference(result, unit), said];
}

command(async (machine) => {
  const benchDir = path.join(ROOT, ".bench", "compare");
  await mkdir(benchDir, { recursive: true });
  say(`Building A (${revs[0]}) and B (${revs[1]})...`);
  const builds = [];
  for (const rev of revs) builds.push(await buildRevision(rev, benchDir));
  const rows: string[][] = [];
  await withBrowserStack(benchDir, builds, async (stack, origins) => {
    for (const page of pages) {
      const report = path.join(benchDir, page.id);
      const sides = origins.map((origin, side) => ({ origin, page, report: `${report}-${"AB"[side]}` }));
      const [a = [], b = []] = await alternate(stack, sides, preset, runs);
      for (const [name, higherIsBetter] of Object.entries(FIGURES)) {
        const of = (side: typeof a) => side.map((run) => run[name as keyof typeof FIGURES]);
        rows.push(compared(page.path, name, of(a), of(b), higherIsBetter, higherIsBetter ? "" : " ms"));
      }
    }
    if (process.env.COMPARE_DAILY_OPEN === "1") {
      say("The daily open on both...");
      const [a, b] = await measureDailyOpen(origins, stack.cookies.student, runs);
      if (a && b) {
        rows.push(compared("daily open", "today's tasks from the device", a.shown, b.shown, false, " ms"));
        rows.push(compared("daily open", "the fresh answer in place", a.fresh, b.fresh, false, " ms"));
      }
    }
    const [onA = [], onB = []] = await runInteractions(origins, interactions, stack, taps);
    for (const [index, a] of onA.entries()) {
      const b = onB[index];
      if (b) rows.push(compared("interaction", a.name, a.samples, b.samples, false, " ms"));
    }
  });
  const header = ["Page", "Figure", "A median", "B median", "B − A [95 % interval]", "B against A"];
  const table =
    `A: ${builds[0]?.label}; B: ${builds[1]?.label}. ${preset}, ${runs} runs a side, alternating; B − A is the ` +
    `median difference with its 95 % bootstrap interval. ${describeMachine(machine)}.\n\n${markdownTable(header, rows)}`;
  console.log(`\n${table}\n`);
  await writeFile(path.join(ROOT, ".bench", "compare.md"), `${table}\n`);
});
