/**
 * `npm run bench`: measures the performance budgets and prints one table — each figure, its budget, pass or
 * fail. Figures are measured, never asserted in tests (sizes are also checked by `npm test -- size`). Needs
 * the ports of firebase.json free (it starts the local stack for the browser figures) and Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH). `npm run bench -- lighthouse api` measures only the parts named
 * (bundle, images, audio, api, reminders, cold-start, body-parse, interactions, lighthouse).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import type { Firestore } from "firebase-admin/firestore";
import path from "node:path";
import { measureApi } from "./bench/api";
import { measureBodyParse } from "./bench/body-parse";
import { measureReminders, REMINDER_STUDENTS } from "./bench/reminders";
import { AUDIO_MAX_SECONDS, MAX_AUDIO_BYTES } from "@common/constants";
import { FUNCTION_RUNTIME, TaskRepository, UserRepository } from "../functions/src/tooling";
import { measureBundle } from "./bench/bundle";
import { buildProductionWeb } from "./lib/bundle-size";
import { functionBundleFigure, withinBudget } from "./lib/size-budgets";
import { measureColdStart } from "./bench/cold-start";
import { measureAudio } from "./bench/audio";
import { measureImages } from "./bench/images";
import {
  measureClassBoard,
  measureCreateTaskSave,
  measureInboxReview,
  measureInteractions,
  measureUsersSort,
  type InteractionFigures,
} from "./bench/interactions";
import { seedClass } from "./bench/board";
import { FLOOR_PAGES, serveFloorPages } from "./bench/floor";
import { serveVariant } from "./bench/variant-server";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import {
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_PRESETS,
  runLighthouse,
  type LighthousePage,
  type LighthousePreset,
  type LighthouseScores,
} from "./bench/lighthouse";
import { sessionCookies, type SessionCookie } from "./bench/session";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { run } from "./lib/run";
import { seedDemoData } from "./lib/seed";
import { ROOT, startStack } from "./lib/stack";

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}
const rows: Row[] = [];
const add = (figure: string, value: string, budget: string, pass: boolean | null) =>
  rows.push({ figure, value, budget, pass });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const say = (line: string) => console.log(`» ${line}`);
/** The value at `share` of the sorted values (nearest rank): 0.5 the median (the lower one of an even count). */
const nearestRank = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)] ?? NaN;
const PARTS = [
  "bundle",
  "images",
  "audio",
  "api",
  "reminders",
  "cold-start",
  "body-parse",
  "interactions",
  "lighthouse",
];
const chosen = process.argv.slice(2);
const wants = (part: string) => chosen.length === 0 || chosen.includes(part);

async function main() {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const unknown = chosen.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`Unknown part: ${unknown.join(", ")}. Parts: ${PARTS.join(", ")}.`);
  // The run's own folder (bench:compare keeps its builds beside it, in .bench/compare).
  const benchDir = path.join(ROOT, ".bench", "run");
  await rm(benchDir, { recursive: true, force: true });
  await mkdir(benchDir, { recursive: true });

  say("Building (the deployed web build for the bundle figures, the emulator build for Lighthouse)...");
  const prodDist = path.join(benchDir, "web");
  if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0)
    throw new Error("functions build failed");
  if (!(await buildProductionWeb(prodDist, { sourceMaps: true }))) throw new Error("web build failed");
  if ((await run("npm", ["run", "--silent", "build:emulator", "-w", "web", "--", "--logLevel", "warn"])) !== 0)
    throw new Error("web build failed");

  if (wants("bundle")) await bundleFigures(prodDist);
  if (wants("images")) await imageFigures();
  if (wants("audio")) await audioFigures();
  if (wants("api")) await apiFigures();
  if (wants("reminders")) await reminderFigures();
  if (wants("cold-start")) await coldStartFigures();
  if (wants("body-parse")) await bodyParseFigures();
  // Fails here rather than after the builds when a page or preset is misspelt.
  chosenPages();
  chosenPresets();
  if (wants("interactions") || wants("lighthouse")) await browserFigures(benchDir);
  await printTable(benchDir);
}

async function bundleFigures(prodDist: string) {
  say("Bundle...");
  const bundle = await measureBundle(prodDist);
  for (const figure of bundle.sizes.figures) {
    add(
      `Size: ${figure.name} (gzip)${figure.file ? `, ${path.basename(figure.file)}` : ""}`,
      kb(figure.bytes),
      `≤ ${figure.budgetKb} KB`,
      withinBudget(figure),
    );
  }
  for (const problem of bundle.sizes.problems) add(`Size: ${problem}`, "—", "a budget", false);
  const functionBundle = await functionBundleFigure(path.join(ROOT, "functions/lib/index.js"));
  add(
    `Size: ${functionBundle.name}`,
    kb(functionBundle.bytes),
    `≤ ${functionBundle.budgetKb} KB`,
    withinBudget(functionBundle),
  );
  add(
    "Firebase Auth code in the first load",
    bundle.authInFirstLoad ? "yes" : "no",
    "no (loads at sign-in)",
    !bundle.authInFirstLoad,
  );
  add(
    "Admin screens in a student's downloads",
    bundle.adminInStudentChunks ? "yes" : "no",
    "no",
    !bundle.adminInStudentChunks,
  );
}

async function imageFigures() {
  say("Proof images (a 12-megapixel phone photo, in Chromium)...");
  const images = await measureImages();
  add(
    "Phone photo sent for upload",
    `${kb(images.inputBytes)} → ${kb(images.outputBytes)}`,
    "≤ 600 KB",
    images.outputBytes <= 600 * 1024,
  );
  add(
    "Its long edge, orientation applied",
    `${images.outputWidth}×${images.outputHeight}`,
    "≤ 2048 px, upright (portrait)",
    Math.max(images.outputWidth, images.outputHeight) <= 2048 && images.outputHeight > images.outputWidth,
  );
  add("Verification thumbnail", kb(images.thumbnailBytes), "≤ 30 KB", images.thumbnailBytes <= 30 * 1024);
}

async function reminderFigures() {
  say(`Reminders: one run of the job for ${REMINDER_STUDENTS} students and their supervisor...`);
  const figures = await measureReminders(8191);
  const what = `${figures.students} students (${figures.withWork} with work due) and 1 admin`;
  add(
    `Reminder job, ${what}: reminders and digests queued`,
    String(figures.sent),
    `${figures.withWork + 1}`,
    figures.sent === figures.withWork + 1,
  );
  for (const [phase, label] of [
    [figures.queue, "queuing them"],
    [figures.send, `sending their ${figures.mailed} e-mails over SMTP`],
  ] as const) {
    add(`Reminder job, ${label}: reads`, String(phase.reads), "—", null);
    add(`Reminder job, ${label}: writes`, String(phase.writes), "—", null);
    add(`Reminder job, ${label}: time`, ms(phase.ms), "—", null);
  }
}

async function apiFigures() {
  say("API: document reads and latency (50 concurrent clients)...");
  const api = await measureApi(8190);
  for (const { route, reads, budget } of api.reads) {
    add(
      `Reads: ${route}`,
      String(reads),
      Number.isNaN(budget) ? "—" : `≤ ${budget}`,
      Number.isNaN(budget) ? null : reads <= budget,
    );
  }
  // The read model of docs/performance.md: what a student's typical day costs, by the same counter.
  add(
    `Reads: a student's day (the dashboard, ${api.studentDay.polls} polls of the bell, one proof)`,
    String(api.studentDay.reads),
    "—",
    null,
  );
  const { plan, usersPage } = api.planning;
  add(
    `Plan of ${plan.tasks} tasks (${plan.students} students × 5 weekdays × 12 weeks): server time`,
    ms(plan.serverMs),
    "—",
    null,
  );
  // Each student is read twice: once to check the form (clear 400s before anything is written), once in the
  // transaction that writes their tasks (so a student deactivated meanwhile is refused).
  add(
    `Plan of ${plan.tasks} tasks: reads`,
    String(plan.reads),
    `≤ ${2 * plan.students + 3}`,
    plan.reads <= 2 * plan.students + 3,
  );
  add(
    `Reads: GET /api/users/list (Users page, ${usersPage.users} users)`,
    String(usersPage.reads),
    `≤ ${usersPage.users + 2}`,
    usersPage.reads <= usersPage.users + 2,
  );
  const { inbox } = api;
  for (const [label, page] of [
    ["first page", inbox.first],
    [`page ${inbox.last.page}, the last`, inbox.last],
  ] as const) {
    // A page reads its tasks and one more (is there a next page?), their students in one round trip, and
    // the session's two reads.
    const budget = 2 * page.items + 3;
    add(
      `Review inbox (${inbox.waiting} waiting), ${label}: reads`,
      String(page.reads),
      `≤ ${budget}`,
      page.reads <= budget,
    );
    add(`Review inbox (${inbox.waiting} waiting), ${label}: server time`, ms(page.serverMs), "—", null);
  }
  const { board } = api;
  // The board reads every student's record (the active ones are shown) and the week's tasks: two queries.
  const boardBudget = board.tasks + board.studentRecords + 2;
  add(
    `Class board, a week of ${board.tasks} tasks, ${board.students} active students (${board.studentRecords} in all): reads`,
    String(board.reads),
    `≤ ${boardBudget}`,
    board.reads <= boardBudget,
  );
  add("Class board, that week: server time", ms(board.serverMs), "—", null);
  for (const { route, api: measured, direct, clients } of api.latency) {
    for (const p of ["p50", "p99"] as const) {
      const ratio = measured[p] / direct[p];
      add(
        `Latency ${route} ${p} (API / direct)`,
        `${ms(measured[p])} / ${ms(direct[p])} = ${ratio.toFixed(2)}× (clients saw ${ms(clients[p])})`,
        "≤ 1.5×",
        ratio <= 1.5,
      );
    }
  }
}

async function audioFigures() {
  say(`A ${AUDIO_MAX_SECONDS / 60}-minute recording with the app's recorder, in Chromium (real time)...`);
  const audio = await measureAudio();
  add(
    `Recording of ${audio.seconds} s (${audio.contentType}) sent for upload`,
    kb(audio.bytes),
    `≤ ${kb(MAX_AUDIO_BYTES)}`,
    audio.bytes <= MAX_AUDIO_BYTES,
  );
}

async function bodyParseFigures() {
  say("The runtime's parse of a 32 MB JSON body...");
  const figures = await measureBodyParse();
  for (const { shape, rssMb, parseMs } of figures) {
    add(`Runtime parse of 32 MB of ${shape}`, `${rssMb.toFixed(0)} MB more memory, ${ms(parseMs)}`, "—", null);
  }
  const worst = Math.max(...figures.map((figure) => figure.rssMb));
  const { concurrency, memoryMb } = FUNCTION_RUNTIME;
  add(
    `${concurrency} worst bodies at once in the function's memory`,
    `${(worst * concurrency).toFixed(0)} MB of ${memoryMb} MB`,
    "< 75% of memory",
    worst * concurrency < memoryMb * 0.75,
  );
}

async function coldStartFigures() {
  say("Cold start...");
  const cold = await measureColdStart();
  const coldRatio = cold.functionMs / cold.bareMs;
  add(
    "Cold start: function module / bare module",
    `${ms(cold.functionMs)} / ${ms(cold.bareMs)} = ${coldRatio.toFixed(2)}×`,
    "≤ 1.5×",
    coldRatio <= 1.5,
  );
}

/** Everything the browser figures need: the stack with the demo data, and each demo account's cookies. */
async function browserFigures(benchDir: string) {
  const stack = await startStack({
    dataDir: path.join(benchDir, "stack"),
    persist: false,
    output: { logFile: path.join(benchDir, "emulators.log") },
    say: (line) => console.log(`  ${line}`),
  });
  try {
    Object.assign(process.env, stack.env);
    await seedDemoData(adminFirestore(stack.env));
    const authHost = stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? "";
    const cookies = {
      none: [],
      student: await sessionCookies(stack.hostingUrl, authHost, "sofia@taskplanner.test"),
      admin: await sessionCookies(stack.hostingUrl, authHost, "admin@taskplanner.test"),
    };
    if (wants("interactions")) await interactionFigures(stack.hostingUrl, cookies);
    if (wants("lighthouse")) await lighthouseFigures(benchDir, stack.hostingUrl, cookies);
    // Last: the class it adds would be on the board Lighthouse measures with the demo data.
    if (wants("interactions")) await classFigures(stack.hostingUrl, cookies.admin, adminFirestore(stack.env));
  } finally {
    await stack.stop();
  }
}

async function interactionFigures(hostingUrl: string, cookies: Record<"student" | "admin", SessionCookie[]>) {
  const repetitions = Number(process.env.INTERACTION_RUNS ?? 10);
  say(`Interactions (4× slower CPU, ${repetitions} times each) through the Hosting emulator...`);
  for (const figures of await measureInteractions(hostingUrl, cookies, repetitions)) addInteraction(figures);
  addInteraction(await measureInboxReview(hostingUrl, cookies.admin, repetitions));
}

/**
 * The screens that list a whole class, for a class of 40 (two weeks of their tasks, this one and the next),
 * 4× slower CPU: the class board and the Users page.
 */
async function classFigures(hostingUrl: string, admin: SessionCookie[], db: Firestore) {
  const repetitions = Number(process.env.INTERACTION_RUNS ?? 10);
  say(`The class board and the Users page with a class of 40 (4× slower CPU, ${repetitions} times each)...`);
  const monday = mondayOf(toCalendarDate(new Date()));
  await seedClass({ users: new UserRepository(db), tasks: new TaskRepository(db) }, "Class", [
    monday,
    addDays(monday, 7),
  ]);
  addInteraction(await measureClassBoard(hostingUrl, admin, repetitions));
  addInteraction(await measureUsersSort(hostingUrl, admin, repetitions));
  addInteraction(await measureCreateTaskSave(hostingUrl, admin, repetitions));
}

function addInteraction({ name, samples, eventDurations, longestTasks }: InteractionFigures) {
  console.log(`  ${name}: ${samples.map((sample) => sample.toFixed(0)).join(", ")} ms`);
  console.log(`    longest task: ${longestTasks.map((task) => task.toFixed(0)).join(", ")} ms`);
  const median = nearestRank(samples, 0.5);
  add(
    `Interaction: ${name}, median / p90 of ${samples.length}`,
    `${ms(median)} / ${ms(nearestRank(samples, 0.9))} (longest event entry, median: ${ms(nearestRank(eventDurations, 0.5))}; longest task, median: ${ms(nearestRank(longestTasks, 0.5))})`,
    "median ≤ 200 ms",
    median <= 200,
  );
}

/**
 * Every page of LIGHTHOUSE_PAGES (or those LIGHTHOUSE_PAGES names) in each preset, LIGHTHOUSE_RUNS times (5, as
 * Lighthouse's guidance on variability suggests), judged against the machine's floor measured in the same run
 * (bench/floor.ts: a static page, the smallest React page and the smallest Chakra page built as the app is). The
 * app's build and the floor's pages are served by the same static server, with the app's /api forwarded to the
 * Hosting emulator, so that the two differ by their pages only. Mobile: a route's median score is at most 5
 * under the Chakra floor's, its median TBT at most 100 ms over it and its median LCP at most 0.5 s over it.
 * Desktop: a route's median score is at least 98. Accessibility and best practices: 100 in every run.
 */
async function lighthouseFigures(
  benchDir: string,
  hostingUrl: string,
  cookies: Record<LighthousePage["session"], SessionCookie[]>,
) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  if (!(runs >= 1)) throw new Error("LIGHTHOUSE_RUNS must be at least 1");
  const floor = await serveFloorPages(path.join(benchDir, "floor"));
  const app = await serveVariant(path.join(ROOT, "web/dist"), path.join(ROOT, "firebase.json"), hostingUrl);
  try {
    for (const preset of chosenPresets()) {
      say(`Lighthouse (${preset} preset); each run: performance/accessibility/best practices...`);
      let reference: PerformanceSummary | undefined;
      for (const page of FLOOR_PAGES) {
        const summary = performanceSummary(await lighthouseRuns(benchDir, page, floor.url, preset, runs, []));
        add(`Lighthouse floor: ${page.label} (${preset})`, summary.text, "reference", null);
        if (page.id === CHAKRA_FLOOR) reference = summary;
      }
      if (!reference) throw new Error("the floor has no Chakra page");
      for (const page of chosenPages()) {
        const label = `${page.path} (${preset})`;
        const scores = await lighthouseRuns(benchDir, page, app.url, preset, runs, cookies[page.session]);
        const summary = performanceSummary(scores);
        const judged = judge(summary, reference, preset);
        add(`Lighthouse ${label}: performance`, `${summary.text}; ${judged.difference}`, judged.rule, judged.pass);
        for (const [category, key] of [
          ["accessibility", "accessibility"],
          ["best practices", "bestPractices"],
        ] as const) {
          const values = scores.map((score) => score[key]);
          add(
            `Lighthouse ${label}: ${category}`,
            values.join(", "),
            "100 in every run",
            values.every((v) => v === 100),
          );
        }
      }
    }
  } finally {
    await app.stop();
    await floor.stop();
  }
}

/** The floor page routes are judged against: the smallest Chakra page. */
const CHAKRA_FLOOR = "floor-chakra";

interface PerformanceSummary {
  median: number;
  tbt: number;
  lcp: number;
  text: string;
}

/** The medians of a page's runs (score, TBT, LCP), and all of them written out with every run's score. */
function performanceSummary(scores: LighthouseScores[]): PerformanceSummary {
  const median = nearestRank(
    scores.map((score) => score.performance),
    0.5,
  );
  const tbt = nearestRank(
    scores.map((score) => score.values.TBT),
    0.5,
  );
  const lcp = nearestRank(
    scores.map((score) => score.values.LCP),
    0.5,
  );
  const runs = scores.map((score) => score.performance).join(", ");
  return { median, tbt, lcp, text: `median ${median} (${runs}), TBT ${ms(tbt)}, LCP ${(lcp / 1000).toFixed(2)} s` };
}

/** A route's summary against the Chakra floor's: the rule of its preset, whether it holds, and the differences. */
export function judge(route: PerformanceSummary, floor: PerformanceSummary, preset: LighthousePreset) {
  const signed = (value: number, unit = "") => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(0)}${unit}`;
  const difference =
    `to the floor: score ${signed(route.median - floor.median)}, TBT ${signed(route.tbt - floor.tbt, " ms")}, ` +
    `LCP ${signed(route.lcp - floor.lcp, " ms")}`;
  if (preset === "desktop") return { rule: "median ≥ 98", pass: route.median >= 98, difference };
  return {
    rule: "floor − 5 points, TBT ≤ floor + 100 ms, LCP ≤ floor + 0.5 s",
    pass: route.median >= floor.median - 5 && route.tbt <= floor.tbt + 100 && route.lcp <= floor.lcp + 500,
    difference,
  };
}

/** One page's runs in one preset, each printed as it ends. */
async function lighthouseRuns(
  benchDir: string,
  page: LighthousePage,
  origin: string,
  preset: LighthousePreset,
  runs: number,
  cookies: SessionCookie[],
): Promise<LighthouseScores[]> {
  const label = `${page.path} (${preset})`;
  const scores: LighthouseScores[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const reportPath = path.join(benchDir, `lighthouse-${page.id}-${preset}-${run}.json`);
    const measure = () => runLighthouse(`${origin}${page.path}`, preset, reportPath, cookies);
    let score = await measure();
    // A run Lighthouse could not measure has no scores (it says to run it again): run again, twice at most.
    for (let retry = 1; score.runtimeError && retry <= 2; retry += 1) {
      console.log(`  ${label} run ${run}: ${score.runtimeError}; running it again`);
      score = await measure();
    }
    scores.push(score);
    const scored =
      score.runtimeError ?? `${score.performance}/${score.accessibility}/${score.bestPractices}, ${score.metrics}`;
    const failing = score.failing.length > 0 ? `; below 0.9: ${score.failing.join(", ")}` : "";
    console.log(`  ${label} run ${run}: ${scored}${failing}`);
  }
  return scores;
}

/** The pages LIGHTHOUSE_PAGES names (ids, comma-separated), or all of them. */
function chosenPages(): LighthousePage[] {
  return choose("LIGHTHOUSE_PAGES", LIGHTHOUSE_PAGES, (page) => page.id);
}

/** The presets LIGHTHOUSE_PRESETS names (mobile, desktop), or both. */
function chosenPresets(): LighthousePreset[] {
  return choose("LIGHTHOUSE_PRESETS", [...LIGHTHOUSE_PRESETS], (preset) => preset);
}

function choose<T>(variable: string, all: T[], idOf: (item: T) => string): T[] {
  const ids =
    process.env[variable]
      ?.split(",")
      .map((id) => id.trim())
      .filter(Boolean) ?? [];
  const unknown = ids.filter((id) => !all.some((item) => idOf(item) === id));
  if (unknown.length > 0)
    throw new Error(`${variable}: unknown ${unknown.join(", ")}; known: ${all.map(idOf).join(", ")}.`);
  return ids.length === 0 ? all : all.filter((item) => ids.includes(idOf(item)));
}

async function printTable(benchDir: string) {
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

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps().then(() => process.exit()));
