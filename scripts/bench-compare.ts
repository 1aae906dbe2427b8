/**
 * `npm run bench:compare -- A B`: an A/B of two web builds in one run, against one local stack. A and B are git
 * revisions, or `.` for the working tree. Each is built for the emulators and served as Hosting would serve it;
 * Lighthouse then measures every chosen page on both, alternating, COMPARE_RUNS times (10, at least 10 for a
 * verdict), and the chosen interactions are timed on both (after a class of 40 is seeded), INTERACTION_RUNS
 * times (10). Prints each side's median, B's median minus A's with its 95 % bootstrap interval, and what the
 * interval says (bench/statistics.ts), and saves the table in .bench/compare.md.
 * COMPARE_PAGES (ids of bench/lighthouse.ts; `none` for no page), COMPARE_PRESET (mobile),
 * COMPARE_INTERACTIONS (dashboard, board, users, inbox, create-task, or all) and COMPARE_DAILY_OPEN=1 (the
 * daily open of bench/daily-open.ts, COMPARE_RUNS times a side) choose what is measured.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { seedClass } from "./bench/board";
import {
  measureClassBoard,
  measureCreateTaskSave,
  measureInboxReview,
  measureInteractions,
  measureUsersSort,
  type InteractionFigures,
} from "./bench/interactions";
import { LIGHTHOUSE_PAGES, runLighthouse, type LighthousePreset, type LighthouseScores } from "./bench/lighthouse";
import { TaskRepository, UserRepository } from "../functions/src/tooling";
import { sessionCookies, type SessionCookie } from "./bench/session";
import { measureDailyOpen } from "./bench/daily-open";
import { describeDifference, median, medianDifference, verdict } from "./bench/statistics";
import { serveVariant } from "./bench/variant-server";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { seedDemoData } from "./lib/seed";
import { ROOT, startStack } from "./lib/stack";

const say = (line: string) => console.log(`» ${line}`);

/** One row of the table: both medians, the difference with its interval, and its verdict (none under 10 runs). */
function comparedRow(label: string, name: string, a: number[], b: number[], higherIsBetter: boolean, unit = "") {
  const result = medianDifference(a, b);
  const said = Math.min(a.length, b.length) >= 10 ? verdict(result, higherIsBetter) : "too few runs to say";
  return `| ${label} | ${name} | ${median(a).toFixed(0)}${unit} | ${median(b).toFixed(0)}${unit} | ${describeDifference(result, unit)} | ${said} |`;
}

interface Variant {
  label: string;
  dist: string;
  firebaseJson: string;
}

/** Builds revision `rev` (or the working tree, `.`) for the emulators, in a worktree of its own under .bench. */
async function buildVariant(rev: string, benchDir: string): Promise<Variant> {
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
    if (existsSync(target) && !existsSync(path.join(tree, modules))) {
      await symlink(target, path.join(tree, modules));
    }
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

type Cookies = Record<"student" | "admin", SessionCookie[]>;

/** The interactions COMPARE_INTERACTIONS may name (comma-separated, or `all`). */
const INTERACTIONS: Record<
  string,
  (url: string, cookies: Cookies, repetitions: number) => Promise<InteractionFigures[]>
> = {
  dashboard: (url, cookies, n) => measureInteractions(url, cookies, n),
  board: async (url, cookies, n) => [await measureClassBoard(url, cookies.admin, n)],
  users: async (url, cookies, n) => [await measureUsersSort(url, cookies.admin, n)],
  inbox: async (url, cookies, n) => [await measureInboxReview(url, cookies.admin, n)],
  "create-task": async (url, cookies, n) => [await measureCreateTaskSave(url, cookies.admin, n)],
};

/** The interactions measured on a class of 40 (seeded first). */
const CLASS_INTERACTIONS = new Set(["board", "users", "create-task"]);

function chosenInteractions(): string[] {
  const named = (process.env.COMPARE_INTERACTIONS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.includes("all")) return Object.keys(INTERACTIONS);
  const unknown = named.filter((name) => !(name in INTERACTIONS));
  if (unknown.length > 0) throw new Error(`COMPARE_INTERACTIONS: unknown ${unknown.join(", ")}`);
  return named;
}

async function main() {
  const revs = process.argv.slice(2);
  if (revs.length !== 2) throw new Error("Usage: npm run bench:compare -- <rev A> <rev B> (a git revision, or .)");
  const runs = Number(process.env.COMPARE_RUNS ?? 10);
  const preset = (process.env.COMPARE_PRESET ?? "mobile") as LighthousePreset;
  const ids = (process.env.COMPARE_PAGES ?? "landing,dashboard")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id && id !== "none");
  const pages = ids.map((id) => {
    const page = LIGHTHOUSE_PAGES.find((candidate) => candidate.id === id);
    if (!page) throw new Error(`COMPARE_PAGES: unknown ${id}; known: ${LIGHTHOUSE_PAGES.map((p) => p.id).join(", ")}`);
    return page;
  });
  // Checked before anything is measured, not after the pages' runs.
  const interactions = chosenInteractions();
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const benchDir = path.join(ROOT, ".bench", "compare");
  await mkdir(benchDir, { recursive: true });
  if (spawnSync("npm", ["run", "--silent", "build", "-w", "functions"], { cwd: ROOT, stdio: "inherit" }).status) {
    throw new Error("functions build failed");
  }
  say(`Building ${revs.join(" and ")}...`);
  const variants: Variant[] = [];
  for (const rev of revs) variants.push(await buildVariant(rev, benchDir));

  const stack = await startStack({
    dataDir: path.join(benchDir, "stack"),
    persist: false,
    output: { logFile: path.join(benchDir, "emulators.log") },
    say: (line) => console.log(`  ${line}`),
  });
  const servers = await Promise.all(
    variants.map((variant) => serveVariant(variant.dist, variant.firebaseJson, stack.hostingUrl)),
  );
  const lines: string[] = [
    `A: ${variants[0]?.label}; B: ${variants[1]?.label}. ${preset}, ${runs} runs a side, alternating; B − A is the ` +
      "median difference with its 95 % bootstrap interval.",
    "",
    "| Page | Figure | A median | B median | B − A [95 % interval] | B against A |",
    "|---|---|---|---|---|---|",
  ];
  try {
    Object.assign(process.env, stack.env);
    const db = adminFirestore(stack.env);
    await seedDemoData(db);
    const authHost = stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? "";
    const cookies: Cookies & { none: SessionCookie[] } = {
      none: [],
      student: await sessionCookies(stack.hostingUrl, authHost, "sofia@taskplanner.test"),
      admin: await sessionCookies(stack.hostingUrl, authHost, "admin@taskplanner.test"),
    };
    for (const page of pages) {
      const scores: LighthouseScores[][] = variants.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        // Alternating which side goes first, so that a drift of the machine falls on both.
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          const report = path.join(benchDir, `${page.id}-${"AB"[side]}-${run + 1}.json`);
          const score = await runLighthouse(`${servers[side]?.url}${page.path}`, preset, report, cookies[page.session]);
          scores[side]?.push(score);
          console.log(`  ${page.path} ${"AB"[side]} run ${run + 1}: ${score.performance}, ${score.metrics}`);
        }
      }
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
      const opens = await measureDailyOpen(
        servers.map((server) => server.url),
        null,
        cookies.student,
        runs,
      );
      const [a, b] = opens.apps;
      if (a && b) {
        lines.push(
          comparedRow("daily open", "today's tasks from the device", a.fromDevice, b.fromDevice, false, " ms"),
        );
        lines.push(comparedRow("daily open", "the fresh answer in place", a.fresh, b.fresh, false, " ms"));
      }
    }
    if (interactions.length > 0) {
      const repetitions = Number(process.env.INTERACTION_RUNS ?? 10);
      const measured: InteractionFigures[][] = variants.map(() => []);
      let classSeeded = false;
      // Each interaction on both sides before the next, so that a drift of the machine falls on both. As in the
      // bench, the demo's interactions come first, on the demo data; the class's after a class is seeded.
      for (const name of [...interactions].sort(
        (a, b) => Number(CLASS_INTERACTIONS.has(a)) - Number(CLASS_INTERACTIONS.has(b)),
      )) {
        if (CLASS_INTERACTIONS.has(name) && !classSeeded) {
          const monday = mondayOf(toCalendarDate(new Date()));
          await seedClass({ users: new UserRepository(db), tasks: new TaskRepository(db) }, "Class", [
            monday,
            addDays(monday, 7),
          ]);
          classSeeded = true;
        }
        for (const [side, server] of servers.entries()) {
          const measure = INTERACTIONS[name];
          if (!measure) continue;
          for (const figures of await measure(server.url, cookies, repetitions)) {
            console.log(`  ${"AB"[side]} ${figures.name}: ${figures.samples.map((ms) => ms.toFixed(0)).join(", ")} ms`);
            measured[side]?.push(figures);
          }
        }
      }
      for (const [index, a] of (measured[0] ?? []).entries()) {
        const b = measured[1]?.[index];
        if (!b) continue;
        lines.push(comparedRow("interaction", a.name, a.samples, b.samples, false, " ms"));
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
  }
  const table = lines.join("\n");
  console.log(`\n${table}\n`);
  await writeFile(path.join(ROOT, ".bench", "compare.md"), `${table}\n`);
  for (const variant of variants) if (variant.label === "working tree") await rm(variant.dist, { recursive: true });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps().then(() => process.exit()));
