/** The browser figures: interactions at 4× CPU and Lighthouse, each route judged against the floor pages. */
import type { Firestore } from "firebase-admin/firestore";
import path from "node:path";
import { TaskRepository, UserRepository } from "../../functions/src/tooling";
import {
  measureClassBoard,
  measureCreateTaskSave,
  measureInboxReview,
  measureInteractions,
  measureUsersSort,
  type InteractionFigures,
} from "./interactions";
import { seedClass } from "./board";
import { measureDailyOpen } from "./daily-open";
import { FLOOR_PAGES, serveFloorPages } from "./floor";
import { serveVariant } from "./variant-server";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import {
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_PRESETS,
  runLighthouse,
  type LighthousePage,
  type LighthousePreset,
  type LighthouseScores,
} from "./lighthouse";
import { sessionCookies, type SessionCookie } from "./session";
import { adminFirestore } from "../lib/admin";
import { seedDemoData } from "../lib/seed";
import { ROOT, startStack } from "../lib/stack";
import { add, ms, nearestRank, say } from "./report";

export async function browserFigures(benchDir: string, wants: (part: string) => boolean) {
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
    if (wants("daily-open")) await dailyOpenFigures(benchDir, stack.hostingUrl, cookies.student);
    // Last: the class it adds would be on the board Lighthouse measures with the demo data.
    if (wants("interactions")) await classFigures(stack.hostingUrl, cookies.admin, adminFirestore(stack.env));
  } finally {
    await stack.stop();
  }
}

export async function interactionFigures(hostingUrl: string, cookies: Record<"student" | "admin", SessionCookie[]>) {
  const repetitions = Number(process.env.INTERACTION_RUNS ?? 10);
  say(`Interactions (4× slower CPU, ${repetitions} times each) through the Hosting emulator...`);
  for (const figures of await measureInteractions(hostingUrl, cookies, repetitions)) addInteraction(figures);
  addInteraction(await measureInboxReview(hostingUrl, cookies.admin, repetitions));
}

/**
 * The screens that list a whole class, for a class of 40 (two weeks of their tasks, this one and the next),
 * 4× slower CPU: the class board and the Users page.
 */
export async function classFigures(hostingUrl: string, admin: SessionCookie[], db: Firestore) {
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

export function addInteraction({ name, samples, eventDurations, longestTasks }: InteractionFigures) {
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
 * (bench/floor.ts: a static page, the smallest React page, the smallest Chakra page built as the app is, and
 * the same Chakra page signed in, with its session and data round trips). The app's build and the floor's pages
 * are served the same way, /api forwarded to the Hosting emulator, so that the two differ by their pages only.
 * The landing page is judged against the Chakra floor, a signed-in route against the data floor. Mobile: a
 * route's median score is at most 5 under its floor's, its median TBT at most 100 ms over it and its median LCP
 * at most 0.5 s over it. Desktop: a route's median score is at least 98. Accessibility and best practices: 100
 * in every run.
 */
export async function lighthouseFigures(
  benchDir: string,
  hostingUrl: string,
  cookies: Record<LighthousePage["session"], SessionCookie[]>,
) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  if (!(runs >= 1)) throw new Error("LIGHTHOUSE_RUNS must be at least 1");
  const floor = await serveFloorPages(path.join(benchDir, "floor"), hostingUrl);
  const app = await serveVariant(path.join(ROOT, "web/dist"), path.join(ROOT, "firebase.json"), hostingUrl);
  try {
    for (const preset of chosenPresets()) {
      say(`Lighthouse (${preset} preset); each run: performance/accessibility/best practices...`);
      const references = new Map<string, PerformanceSummary>();
      for (const page of FLOOR_PAGES) {
        const scores = await lighthouseRuns(benchDir, page, floor.url, preset, runs, cookies[page.session]);
        const summary = performanceSummary(scores);
        add(`Lighthouse floor: ${page.label} (${preset})`, summary.text, "reference", null);
        references.set(page.id, summary);
      }
      for (const page of chosenPages()) {
        const label = `${page.path} (${preset})`;
        const scores = await lighthouseRuns(benchDir, page, app.url, preset, runs, cookies[page.session]);
        const summary = performanceSummary(scores);
        const reference = references.get(floorOf(page));
        if (!reference) throw new Error(`the floor has no page ${floorOf(page)}`);
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

/**
 * The daily open (bench/daily-open.ts), DAILY_OPEN_RUNS times (10): today's tasks from the device no later than the
 * smallest Chakra page paints its list on a cold load, in the same run; and when the fresh answer is in place.
 */
export async function dailyOpenFigures(benchDir: string, hostingUrl: string, student: SessionCookie[]) {
  const runs = Number(process.env.DAILY_OPEN_RUNS ?? 10);
  say(`The daily open (phone, 4× CPU, slow 4G; ${runs} times, alternating with the Chakra floor's cold load)...`);
  const floor = await serveFloorPages(path.join(benchDir, "floor-open"), hostingUrl);
  const app = await serveVariant(path.join(ROOT, "web/dist"), path.join(ROOT, "firebase.json"), hostingUrl);
  try {
    const { apps, floorList } = await measureDailyOpen([app.url], floor.url, student, runs);
    const { fromDevice = [], fresh = [] } = apps[0] ?? {};
    const listed = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
    const floorMedian = nearestRank(floorList, 0.5);
    const openMedian = nearestRank(fromDevice, 0.5);
    console.log(
      `  from the device: ${listed(fromDevice)} ms; fresh: ${listed(fresh)} ms; floor: ${listed(floorList)} ms`,
    );
    add(
      `Daily open: today's tasks on screen from the device, median of ${runs}`,
      `${ms(openMedian)} (${listed(fromDevice)})`,
      `≤ the Chakra floor's list, cold (${ms(floorMedian)})`,
      openMedian <= floorMedian,
    );
    add(
      `Daily open: the fresh answer in place, median of ${runs}`,
      `${ms(nearestRank(fresh, 0.5))} (${listed(fresh)})`,
      "reference",
      null,
    );
    add(
      `The Chakra floor's list painted on a cold load, median of ${runs}`,
      `${ms(floorMedian)} (${listed(floorList)})`,
      "reference",
      null,
    );
  } finally {
    await app.stop();
    await floor.stop();
  }
}

/** The floor page a route is judged against: the smallest Chakra page for nobody, the data floor signed in. */
export const floorOf = (page: LighthousePage) => (page.session === "none" ? "floor-chakra" : "floor-data");

interface PerformanceSummary {
  median: number;
  tbt: number;
  lcp: number;
  text: string;
}

/** The medians of a page's runs (score, TBT, LCP), and all of them written out with every run's score. */
export function performanceSummary(scores: LighthouseScores[]): PerformanceSummary {
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

/** A route's summary against its floor's: the rule of its preset, whether it holds, and the differences. */
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
export async function lighthouseRuns(
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
export function chosenPages(): LighthousePage[] {
  return choose("LIGHTHOUSE_PAGES", LIGHTHOUSE_PAGES, (page) => page.id);
}

/** The presets LIGHTHOUSE_PRESETS names (mobile, desktop), or both. */
export function chosenPresets(): LighthousePreset[] {
  return choose("LIGHTHOUSE_PRESETS", [...LIGHTHOUSE_PRESETS], (preset) => preset);
}

export function choose<T>(variable: string, all: T[], idOf: (item: T) => string): T[] {
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
