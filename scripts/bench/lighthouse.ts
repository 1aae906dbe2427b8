/**
 * Lighthouse in Debian's Chromium, offline, against the built app served by the Hosting emulator, in its
 * mobile or desktop preset: every page of LIGHTHOUSE_PAGES, a signed-in page with the account's session
 * cookies in the browser's cookie jar (as after a real sign-in: the app reads the XSRF-TOKEN cookie).
 */
import { writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import type { SessionCookie } from "./session";

/** A page Lighthouse measures: `id` names it in LIGHTHOUSE_PAGES and in the report files. */
export interface LighthousePage {
  id: string;
  path: string;
  /** Who is signed in: nobody, the demo student or the demo admin. */
  session: "none" | "student" | "admin";
}

/** Every page of the bench; a new screen is one line. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { id: "landing", path: "/", session: "none" },
  { id: "dashboard", path: "/dashboard", session: "student" },
  { id: "profile", path: "/profile", session: "student" },
  { id: "admin-create-task", path: "/admin", session: "admin" },
  { id: "admin-verify", path: "/admin/verify", session: "admin" },
  { id: "admin-review-inbox", path: "/admin/verify/inbox", session: "admin" },
  { id: "admin-board", path: "/admin/board", session: "admin" },
  { id: "admin-add-users", path: "/admin/add-users", session: "admin" },
  { id: "admin-users", path: "/admin/users", session: "admin" },
];

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
  failing: string[];
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
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
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
      failing,
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      reportPath,
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}
