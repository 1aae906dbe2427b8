/**
 * The daily open (docs/performance.md): the demo student, whose week the device kept, opens the app again on a
 * throttled phone: navigation start to today's tasks on screen, and to the fresh answer in their place; taking
 * turns with the Chakra floor's list on a cold load.
 */
import type { Browser } from "puppeteer-core";
import { newTab, withBrowser, type SessionCookie } from "./browser";
import { add, ms } from "./report";
import { median, takeTurns } from "./statistics";

const SLOW_4G = { latency: 150, download: 204_800, upload: 96_000 };
const WAIT = { timeout: 30_000 };
const TODAY_TASKS = 'ul[aria-label="Today\'s tasks"] li';

declare global {
  interface Window {
    /** performance.now() when the watched element was first painted, and when the week's answer was. */
    benchShown?: number;
    benchFresh?: number;
  }
}

/**
 * Before the page's own scripts: marks the frame in which `selector` first appears (a rAF and the task after it,
 * as interactions.ts does), and the frame after `/api/tasks/get` has answered (at once, when it is not `fresh`).
 */
function watch(selector: string, fresh: boolean) {
  const painted = (done: (at: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now())));
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    painted((at) => (window.benchShown = at));
  }).observe(document, { childList: true, subtree: true });
  if (!fresh) window.benchFresh = 0;
  else
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => new URL(entry.name).pathname === "/api/tasks/get")) return;
      observer.disconnect();
      painted((at) => (window.benchFresh = at));
    }).observe({ type: "resource" });
}

/** Yesterday's visit: the worker takes control of the app at `app` and the student's week is kept on the device. */
async function visitBefore(browser: Browser, app: string): Promise<void> {
  const first = await browser.newPage();
  await first.goto(`${app}/dashboard`, { waitUntil: "networkidle0" });
  await first.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), WAIT);
  await first.reload({ waitUntil: "networkidle0" });
  await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller), WAIT);
  await first.waitForSelector(TODAY_TASKS, WAIT);
  // The entry the app writes for offline use.
  const kept = () =>
    new Promise<boolean>((resolve) => {
      const open = indexedDB.open("keyval-store");
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const request = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
        request.onsuccess = () =>
          resolve(request.result.some((key) => String(key).startsWith("task-planner:offline:")));
      };
    });
  await first.waitForFunction(kept, { ...WAIT, polling: 200 }).catch(() => {
    throw new Error("The app kept nothing on the device for the demo student");
  });
  await first.close();
}

/** One open of `url` on the throttled phone (a context of its own when `cold`): when it and its answer were painted. */
async function openOnce(browser: Browser, { url, selector, cold }: { url: string; selector: string; cold: boolean }) {
  const context = cold ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const tab = await newTab(browser, { phone: true, context });
  await tab.emulateCPUThrottling(4);
  await tab.emulateNetworkConditions(SLOW_4G);
  await tab.evaluateOnNewDocument(watch, selector, !cold);
  await tab.goto(url);
  await tab.waitForFunction(() => window.benchShown !== undefined && window.benchFresh !== undefined, WAIT);
  const [shown = NaN, fresh = NaN] = await tab.evaluate(() => [window.benchShown ?? NaN, window.benchFresh ?? NaN]);
  await (cold ? context.close() : tab.close());
  return { shown, fresh: Math.max(shown, fresh) };
}

/** Each app's daily open (two for an A/B) and the floor's cold load if given, `runs` times taking turns: ms painted. */
export async function measureDailyOpen(apps: string[], student: SessionCookie[], runs: number, floor?: string) {
  return withBrowser(student, async (browser) => {
    for (const app of apps) await visitBefore(browser, app);
    const sides = apps.map((app) => ({ url: `${app}/dashboard`, selector: TODAY_TASKS, cold: false }));
    if (floor) sides.push({ url: `${floor}/chakra.html`, selector: "ul li:nth-child(20)", cold: true });
    const opens = await takeTurns(sides, runs, (side) => openOnce(browser, side));
    return opens.map((side) => ({ shown: side.map((open) => open.shown), fresh: side.map((open) => open.fresh) }));
  });
}

/** Today's tasks from the device no later than the Chakra floor's list, cold; the fresh answer a reference. */
export async function dailyOpenFigures(app: string, floor: string, student: SessionCookie[], runs: number) {
  const [opened, floorOpened] = await measureDailyOpen([app], student, runs, floor);
  const [shown = [], fresh = [], cold = []] = [opened?.shown, opened?.fresh, floorOpened?.shown];
  const listed = (values: number[]) => `${ms(median(values))} (${values.map((value) => value.toFixed(0)).join(", ")})`;
  add(
    `Daily open: today's tasks from the device, median of ${runs}`,
    listed(shown),
    `≤ the Chakra floor's list, cold: ${listed(cold)}`,
    median(shown) <= median(cold),
  );
  add(`Daily open: the fresh answer in place, median of ${runs}`, listed(fresh), "reference", null);
}
