/**
 * Lighthouse in Debian's Chromium, offline, a new browser a run, signed in through its cookie jar as after a real
 * sign-in: on mobile each page taking turns with its floor (floor.ts) and judged against it; desktop's score and
 * every run's accessibility and best practices by Lighthouse CI's `assert` over the saved reports.
 */
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ROOT } from "../lib/stack";
import { newTab, withBrowser, type BrowserStack, type SessionCookie } from "./browser";
import { describeSummary, floorOf, judge, type Summary } from "./floor";
import type { BenchPage } from "./pages";
import { add } from "./report";
import { median, takeTurns } from "./statistics";

/** Lighthouse's own presets: mobile (its default: slow 4G, 4× CPU, a phone's screen) and desktop. */
export const LIGHTHOUSE_PRESETS = ["mobile", "desktop"] as const;
type Preset = (typeof LIGHTHOUSE_PRESETS)[number];

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

/**
 * One run in a new browser, its report saved at `report` and its trace beside it (for Chromium's Performance panel):
 * its score, its metrics (ms), and as printed its three scores and metrics or why Lighthouse could not measure it.
 */
const runLighthouse = (url: string, preset: Preset, report: string, cookies: SessionCookie[]) =>
  withBrowser(cookies, async (browser) => {
    // Opened here rather than by Lighthouse, so that the tab's start-up work is over before the measured load.
    const tab = await newTab(browser);
    // disableStorageReset keeps the cookies (Lighthouse would otherwise clear the origin's storage first).
    const flags = {
      logLevel: "error" as const,
      onlyCategories: CATEGORIES,
      disableStorageReset: cookies.length > 0,
      // Slowed for real rather than simulated, so that the observed timings are a slow phone's too.
      ...(process.env.LIGHTHOUSE_THROTTLING === "devtools" && { throttlingMethod: "devtools" as const }),
    };
    const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined, tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await writeFile(report, JSON.stringify(result.lhr));
    await writeFile(report.replace(/\.json$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
    const { categories, audits, runtimeError } = result.lhr;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const metrics = Object.entries(METRICS).map(([label, id]) => `${label} ${audits[id]?.displayValue ?? "?"}`);
    const metric = (label: keyof typeof METRICS) => audits[METRICS[label]]?.numericValue ?? NaN;
    // What the page did at full speed (or as slowed with devtools throttling), beside Lantern's simulation.
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    return {
      performance: scores[0] ?? 0,
      FCP: metric("FCP"),
      LCP: metric("LCP"),
      TBT: metric("TBT"),
      "LCP observed": observed.observedLargestContentfulPaint ?? NaN,
      "last visual change observed": observed.observedLastVisualChange ?? NaN,
      shown: runtimeError
        ? `${runtimeError.code}: ${runtimeError.message}`
        : `${scores.join("/")}, ${metrics.join(", ")}`,
      failed: Boolean(runtimeError),
      report,
    };
  });

type LighthouseRun = Awaited<ReturnType<typeof runLighthouse>>;
/** One side of a comparison: `page` of the build at `origin`, opened as its user, its reports named `report`-N.json. */
type Side = { origin: string; page: BenchPage; report: string };

/** Each side `runs` times, taking turns; a run Lighthouse could not measure runs again, twice at most. */
export const alternate = (stack: BrowserStack, sides: Side[], preset: Preset, runs: number) =>
  takeTurns(sides, runs, async ({ origin, page, report }, run) => {
    const file = `${report}-${run + 1}.json`;
    const measure = () => runLighthouse(`${origin}${page.path}`, preset, file, stack.cookies[page.session]);
    let result = await measure();
    for (let retry = 1; result.failed && retry <= 2; retry += 1) {
      console.log(`  ${path.basename(file)}: ${result.shown}; running it again`);
      result = await measure();
    }
    console.log(`  ${path.basename(file)}: ${result.shown}`);
    return result;
  });

/** One result of Lighthouse CI's `assert`: a category (`auditProperty`) of one page, over its runs. */
type Assertion = { url: string; auditProperty: string; passed: boolean; values: number[] };

/** Lighthouse CI's `assert` over one preset's reports (copied as it reads them, into `.lighthouseci` in `dir`). */
async function lhciAssert(dir: string, preset: Preset, reports: string[]): Promise<Assertion[]> {
  await mkdir(path.join(dir, ".lighthouseci"), { recursive: true });
  await Promise.all(reports.map((report, n) => copyFile(report, path.join(dir, ".lighthouseci", `lhr-${n}.json`))));
  // The rules that hold on any machine: desktop's median score at least 98, 100 in every run for the rest.
  const everyRun = ["error", { minScore: 1, aggregationMethod: "pessimistic" }];
  const assertions = {
    ...(preset === "desktop" && {
      "categories:performance": ["error", { minScore: 0.98, aggregationMethod: "median" }],
    }),
    "categories:accessibility": everyRun,
    "categories:best-practices": everyRun,
  };
  const config = { ci: { assert: { assertions, includePassedAssertions: true } } };
  await writeFile(path.join(dir, "lighthouserc.json"), JSON.stringify(config));
  // It exits 1 when an assertion fails, having written every result: only a missing file is its own failure.
  const lhci = spawnSync(path.join(ROOT, "node_modules/.bin/lhci"), ["assert", "--config=lighthouserc.json"], {
    cwd: dir,
    encoding: "utf8",
  });
  const saved = await readFile(path.join(dir, ".lighthouseci", "assertion-results.json"), "utf8").catch(() => {
    throw new Error(`lhci assert wrote no results: ${lhci.stderr}`);
  });
  return JSON.parse(saved) as Assertion[];
}

const summaryOf = (runs: LighthouseRun[]): Summary => ({
  score: median(runs.map((run) => run.performance)),
  tbt: median(runs.map((run) => run.TBT)),
  lcp: median(runs.map((run) => run.LCP)),
});

/** Each page `runs` times in each preset, each mobile run beside its floor's, and the table's rows of each. */
export async function lighthouseFigures(
  benchDir: string,
  stack: BrowserStack,
  origins: { app: string; floor: string },
  { pages, presets, runs }: { pages: BenchPage[]; presets: readonly Preset[]; runs: number },
) {
  for (const preset of presets) {
    const measured: { page: BenchPage; app: LighthouseRun[]; floor?: LighthouseRun[] }[] = [];
    for (const page of pages) {
      const report = path.join(benchDir, `lighthouse-${page.id}-${preset}`);
      const app = { origin: origins.app, page, report };
      const floor = { origin: origins.floor, page: floorOf(page), report: `${report}-floor` };
      const results = await alternate(stack, preset === "mobile" ? [floor, app] : [app], preset, runs);
      measured.push({ page, app: results.at(-1) ?? [], floor: results.length > 1 ? results[0] : undefined });
    }
    // A run Lighthouse could not measure has no scores to assert (its row shows it missing).
    const reports = measured.flatMap(({ app }) => app.filter((run) => !run.failed).map((run) => run.report));
    const assertions = await lhciAssert(path.join(benchDir, `lhci-${preset}`), preset, reports);
    for (const { page, app, floor } of measured) {
      const asserted = (category: string) =>
        assertions.find((found) => found.auditProperty === category && new URL(found.url).pathname === page.path);
      const label = `Lighthouse ${page.path} (${preset})`;
      const summary = summaryOf(app);
      const judged = floor && judge(summary, summaryOf(floor));
      add(
        `${label}: performance`,
        judged ? `${describeSummary(summary)}; ${judged.difference}` : describeSummary(summary),
        judged ? "floor − 5, TBT + 100 ms, LCP + 0.5 s" : "median ≥ 98 (Lighthouse CI)",
        judged ? judged.pass : (asserted("performance")?.passed ?? false),
      );
      const everyRun = ["accessibility", "best-practices"].map(asserted);
      add(
        `${label}: accessibility / best practices`,
        everyRun.map((assertion) => assertion?.values.map((value) => value * 100).join(", ") ?? "?").join(" / "),
        "100 in every run (Lighthouse CI)",
        everyRun.every((assertion) => assertion?.passed === true),
      );
    }
  }
}
