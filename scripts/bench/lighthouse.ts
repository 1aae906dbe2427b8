/**
 * Lighthouse, mobile preset, in Debian's Chromium, offline, against the built app served by the Hosting
 * emulator: the landing page, and the student dashboard with a signed-in student's session cookies in the
 * browser's cookie jar (as after a real sign-in: the app reads the XSRF-TOKEN cookie).
 */
import { writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: string;
  failing: string[];
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

/** Runs Lighthouse on one page; the whole report and the trace are saved beside `reportPath` for a closer look. */
export async function runLighthouse(
  page: string,
  url: string,
  reportPath: string,
  cookies: { name: string; value: string; httpOnly: boolean }[] = [],
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    if (cookies.length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const { hostname } = new URL(url);
      await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Keeps the cookies set above (Lighthouse would otherwise clear the origin's storage first).
      disableStorageReset: cookies.length > 0,
    });
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
    if (runtimeError) failing.unshift(`run failed: ${runtimeError.code} ${runtimeError.message}`);
    return {
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`).join(", "),
      failing,
      reportPath,
    };
  } finally {
    chrome.kill();
  }
}
