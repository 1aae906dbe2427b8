/**
 * `npm run bench:compare -- A B`: an A/B of two web builds (git revisions, or `.` for the working tree) in one run,
 * on the bench's set-up; B's median minus A's with its 95 % bootstrap interval, in .bench/compare.md. COMPARE_PAGES,
 * COMPARE_RUNS, COMPARE_PRESET, COMPARE_INTERACTIONS and COMPARE_DAILY_OPEN choose what (docs/performance.md).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { closeAdminApps } from "./lib/admin";
import { run } from "./lib/run";
import { ROOT } from "./lib/stack";
import { startBrowserStack } from "./bench/browser-stack";
import { measureDailyOpen } from "./bench/daily-open";
import { INTERACTIONS, runInteractions } from "./bench/interactions";
import { alternate, LIGHTHOUSE_PRESETS, type LighthouseScores } from "./bench/lighthouse";
import { describeMachine, measureMachine } from "./bench/machine";
import { choose, PAGES } from "./bench/pages";
import { say } from "./bench/report";
import { describeDifference, median, medianDifference, verdict } from "./bench/statistics";
import { serveVariant } from "./bench/variant-server";

/** One row of the table: both medians, the difference with its interval, and its verdict (none under 10 runs). */
function comparedRow(label: string, name: string, a: number[], b: number[], higherIsBetter: boolean, unit = "") {
  const result = medianDifference(a, b);
  const said = Math.min(a.length, b.length) >= 10 ? verdict(result, higherIsBetter) : "too few runs to say";
  return `| ${label} | ${name} | ${median(a).toFixed(0)}${unit} | ${median(b).toFixed(0)}${unit} | ${describeDifference(result, unit)} | ${said} |`;
}

/** Builds revision `rev` (or the working tree, `.`) for the emulators, in a worktree of its own under .bench. */
async function buildVariant(rev: string, benchDir: string) {
  const vite = path.join(ROOT, "node_modules/.bin/vite");
  if (rev === ".") {
    const dist = path.join(benchDir, "working-tree");
    execFileSync(vite, ["build", "--mode", "emulator", "--logLevel", "warn", "--outDir", dist, "--emptyOutDir"], {
      cwd: path.join(ROOT, "web"),
      stdio: "inherit",
    });
    return { label: "working tree", dist, firebaseJson: path.join(ROOT, "firebase.json") };
  }
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { cwd: ROOT, encoding: "utf8" }).trim();
  const tree = path.join(benchDir, sha);
  if (!existsSync(tree)) {
    execFileSync("git", ["worktree", "add", "--detach", "--force", tree, sha], { cwd: ROOT, stdio: "ignore" });
  }
  for (const modules of ["node_modules", "web/node_modules", "functions/node_modules"]) {
    const target = path.join(ROOT, modules);
    if (existsSync(target) && !existsSync(path.join(tree, modules))) await symlink(target, path.join(tree, modules));
  }
  execFileSync(vite, ["build", "--mode", "emulator", "--logLevel", "warn"], {
    cwd: path.join(tree, "web"),
    stdio: "inherit",
  });
  return {
    label: `${rev} (${sha})`,
    dist: path.join(tree, "web/dist"),
    firebaseJson: path.join(tree, "firebase.json"),
  };
}

async function main() {
  const revs = process.argv.slice(2);
  if (revs.length !== 2) throw new Error("Usage: npm run bench:compare -- <rev A> <rev B> (a git revision, or .)");
  const runs = Number(process.env.COMPARE_RUNS ?? 10);
  const [preset = "mobile"] = choose("COMPARE_PRESET", LIGHTHOUSE_PRESETS, (name) => name, ["mobile"]);
  const homeAndDashboard = PAGES.filter((page) => ["/", "/dashboard"].includes(page.path));
  const pages = choose("COMPARE_PAGES", PAGES, (page) => page.id, homeAndDashboard);
  const interactions = choose("COMPARE_INTERACTIONS", Object.keys(INTERACTIONS), (name) => name, []);
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const machine = await measureMachine(path.join(ROOT, ".bench"));
  say(describeMachine(machine));
  const benchDir = path.join(ROOT, ".bench", "compare");
  await mkdir(benchDir, { recursive: true });
  if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0)
    throw new Error("functions build failed");
  say(`Building ${revs.join(" and ")}...`);
  const variants = [];
  for (const rev of revs) variants.push(await buildVariant(rev, benchDir));

  const stack = await startBrowserStack(benchDir);
  const servers = await Promise.all(
    variants.map(({ dist, firebaseJson }) => serveVariant(dist, firebaseJson, stack.hostingUrl)),
  );
  const urls = servers.map((server) => server.url);
  const lines = [
    `A: ${variants[0]?.label}; B: ${variants[1]?.label}. ${preset}, ${runs} runs a side, alternating; B − A is the ` +
      `median difference with its 95 % bootstrap interval. ${describeMachine(machine)}.`,
    "",
    "| Page | Figure | A median | B median | B − A [95 % interval] | B against A |",
    "|---|---|---|---|---|---|",
  ];
  try {
    for (const page of pages) {
      const sides = urls.map((url, side) => ({
        url: `${url}${page.path}`,
        cookies: stack.cookies[page.session],
        report: path.join(benchDir, `${page.id}-${"AB"[side]}`),
      }));
      const scores = await alternate(sides, preset, runs);
      const figure = (name: string, of: (score: LighthouseScores) => number, higherIsBetter: boolean, unit = "") => {
        const [a = [], b = []] = scores.map((side) => side.map(of));
        lines.push(comparedRow(page.path, name, a, b, higherIsBetter, unit));
      };
      figure("performance", (score) => score.performance, true);
      figure("TBT", (score) => score.values.TBT, false, " ms");
      figure("LCP", (score) => score.values.LCP, false, " ms");
      figure("FCP", (score) => score.values.FCP, false, " ms");
    }
    if (process.env.COMPARE_DAILY_OPEN === "1") {
      say("The daily open on both...");
      const [a, b] = (await measureDailyOpen(urls, null, stack.cookies.student, runs)).apps;
      if (a && b) {
        lines.push(
          comparedRow("daily open", "today's tasks from the device", a.fromDevice, b.fromDevice, false, " ms"),
        );
        lines.push(comparedRow("daily open", "the fresh answer in place", a.fresh, b.fresh, false, " ms"));
      }
    }
    const [onA = [], onB = []] = await runInteractions(
      urls,
      interactions,
      stack,
      Number(process.env.INTERACTION_RUNS ?? 10),
    );
    for (const [index, a] of onA.entries()) {
      const b = onB[index];
      if (b) lines.push(comparedRow("interaction", a.name, a.samples, b.samples, false, " ms"));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
  }
  const table = lines.join("\n");
  console.log(`\n${table}\n`);
  await writeFile(path.join(ROOT, ".bench", "compare.md"), `${table}\n`);
  for (const variant of variants)
    if (variant.label === "working tree") await rm(variant.dist, { recursive: true, force: true });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps().then(() => process.exit()));
