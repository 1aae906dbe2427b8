/**
 * Lighthouse in Debian's Chromium, offline, a new browser a run, signed in through the cookie jar as after a real
 * sign-in; pages measured side by side take turns; Lighthouse CI's `assert` over the saved reports.
 */
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import { ROOT } from "../lib/stack";
import type { SessionCookie } from "./browser-stack";

/** Lighthouse's own presets: mobile (its default: slow 4G, 4× CPU, a phone's screen) and desktop. */
export const LIGHTHOUSE_PRESETS = ["mobile", "desktop"] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: string;
  /** The same metrics as numbers: milliseconds (CLS unitless). */
  values: Record<MetricLabel, number>;
  /** Lighthouse could not measure the page (e.g. NO_NAVSTART: the trace lacks the navigation): no scores. */
  runtimeError?: string;
  /** Where the run's report is (its trace beside it, `.trace.json`). */
  reportPath: string;
}

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;
export type MetricLabel = (typeof METRICS)[number][1];

/** Runs Lighthouse on one page; the whole report and the trace are saved beside `reportPath` for a closer look. */
export async function runLighthouse(
  url: string,
  preset: LighthousePreset,
  reportPath: string,
  cookies: SessionCookie[] = [],
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  let browser: Browser | undefined;
  try {
    // Lighthouse would open its own tab; opened here, its start-up work is over before the measured load.
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    if (cookies.length > 0) {
      const { hostname } = new URL(url);
      await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
    }
    const tab = await browser.newPage();
    if (process.env.LIGHTHOUSE_SETTLE !== "0") await waitForBrowserToSettle(chrome.pid);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        // Keeps the cookies set above (Lighthouse would otherwise clear the origin's storage first).
        disableStorageReset: cookies.length > 0,
        // LIGHTHOUSE_CPU_PROFILE=1: the trace also holds V8's sampled profile (which functions the time went to).
        // LIGHTHOUSE_THROTTLING=devtools: the page loads on a throttled network and CPU and the figures are what
        // happened, instead of the default simulation (Lantern) worked out from an unthrottled load.
        ...(process.env.LIGHTHOUSE_THROTTLING === "devtools" ? { throttlingMethod: "devtools" as const } : {}),
        ...(process.env.LIGHTHOUSE_CPU_PROFILE === "1"
          ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" }
          : {}),
      },
      preset === "desktop" ? desktopConfig : undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await writeFile(reportPath, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
    // The page load's trace, for a look at its long tasks in Chromium's Performance panel.
    await writeFile(reportPath.replace(/\.json$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const { runtimeError } = result.lhr;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`).join(", "),
      values: Object.fromEntries(METRICS.map(([id, label]) => [label, audits[id]?.numericValue ?? NaN])) as Record<
        MetricLabel,
        number
      >,
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      reportPath,
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/** One side of an alternation: a page at `url`, opened with `cookies`, its reports named `report`-N. */
export interface Side {
  url: string;
  cookies: SessionCookie[];
  report: string;
}

/**
 * Each side `runs` times, taking turns (the order flipped each round, so a drift of the machine falls on all);
 * a run Lighthouse could not measure (it says to run it again) is run again, twice at most.
 */
export async function alternate(sides: Side[], preset: LighthousePreset, runs: number): Promise<LighthouseScores[][]> {
  const scores: LighthouseScores[][] = sides.map(() => []);
  for (let run = 1; run <= runs; run += 1) {
    const order = sides.map((_, index) => index);
    if (run % 2 === 0) order.reverse();
    for (const index of order) {
      const { url, cookies, report } = sides[index] as Side;
      let score = await runLighthouse(url, preset, `${report}-${run}.json`, cookies);
      for (let retry = 1; score.runtimeError && retry <= 2; retry += 1) {
        console.log(`  ${path.basename(report)} run ${run}: ${score.runtimeError}; running it again`);
        score = await runLighthouse(url, preset, `${report}-${run}.json`, cookies);
      }
      const scored =
        score.runtimeError ?? `${score.performance}/${score.accessibility}/${score.bestPractices}, ${score.metrics}`;
      console.log(`  ${path.basename(report)} run ${run}: ${scored}`);
      scores[index]?.push(score);
    }
  }
  return scores;
}

/** One result of Lighthouse CI's `assert`: a category (`auditProperty`) of one page, over its runs. */
export interface Assertion {
  url: string;
  auditProperty: string;
  passed: boolean;
  values: number[];
}

const EVERY_RUN = ["error", { minScore: 1, aggregationMethod: "pessimistic" }];
/** Lighthouse CI's `assert` over the saved reports of one preset (`.lighthouseci` in a folder of their own). */
export async function lhciAssert(dir: string, preset: LighthousePreset, reports: string[]): Promise<Assertion[]> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, ".lighthouseci"), { recursive: true });
  await Promise.all(reports.map((report, n) => copyFile(report, path.join(dir, ".lighthouseci", `lhr-${n}.json`))));
  // The rules that hold on any machine: desktop's median score at least 98, 100 in every run for the rest.
  const assertions = {
    ...(preset === "desktop"
      ? { "categories:performance": ["error", { minScore: 0.98, aggregationMethod: "median" }] }
      : {}),
    "categories:accessibility": EVERY_RUN,
    "categories:best-practices": EVERY_RUN,
  };
  await writeFile(
    path.join(dir, "lighthouserc.json"),
    JSON.stringify({ ci: { assert: { assertions, includePassedAssertions: true } } }),
  );
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
