/**
 * The daily open (docs/performance.md): the demo student, whose week the device kept, opens the app again on a
 * throttled phone: navigation start to today's tasks on screen, and to the fresh answer in their place; beside it,
 * the Chakra floor's list on a cold load.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import type { SessionCookie } from "./browser-stack";

/** One build's daily opens, each run (ms from navigation start). */
export interface DailyOpens {
  /** Today's task names painted, from what the device kept. */
  fromDevice: number[];
  /** The week's fresh answer painted. */
  fresh: number[];
}

export interface DailyOpenFigures {
  /** Each app's opens, in the order their addresses were given. */
  apps: DailyOpens[];
  /** Navigation start → the Chakra floor page's list painted, cold, each run (ms); none without a floor. */
  floorList: number[];
}

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false };
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
 * as bench/interactions.ts does), and the frame after `/api/tasks/get` has answered.
 */
function watch(selector: string) {
  const painted = (done: (at: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now())));
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    painted((at) => (window.benchShown = at));
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => new URL(entry.name).pathname === "/api/tasks/get")) return;
    observer.disconnect();
    painted((at) => (window.benchFresh = at));
  }).observe({ type: "resource" });
}

/** A tab on a phone with the mobile throttling, the watch installed before anything of the page runs. */
async function throttledTab(open: () => Promise<Page>, selector: string): Promise<Page> {
  const page = await open();
  await page.setViewport(PHONE);
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(SLOW_4G);
  // tsx keeps function names with an `__name` helper that the page lacks; functions sent to the page use it.
  await page.evaluateOnNewDocument("window.__name = (fn) => fn;");
  await page.evaluateOnNewDocument(watch, selector);
  return page;
}

/** Whether the device keeps the student's week: the entry the app writes for offline use. */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const request = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
          request.onsuccess = () =>
            resolve(request.result.some((key) => String(key).startsWith("task-planner:offline:")));
        };
      }),
  );

/**
 * The daily open of each app at `appUrls` (one, or two for an A/B), `runs` times, alternating (the order flipped
 * each run, so that a drift of the machine falls on all), and after each round the floor's cold load when
 * `floorUrl` is given.
 */
export async function measureDailyOpen(
  appUrls: string[],
  floorUrl: string | null,
  student: SessionCookie[],
  runs: number,
): Promise<DailyOpenFigures> {
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures: DailyOpenFigures = { apps: appUrls.map(() => ({ fromDevice: [], fresh: [] })), floorList: [] };
  try {
    const pid = browser.process()?.pid;
    if (pid !== undefined) await waitForBrowserToSettle(pid);
    for (const appUrl of appUrls) {
      const { hostname } = new URL(appUrl);
      await browser.setCookie(...student.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
      await visitBefore(browser, appUrl);
    }

    for (let run = 0; run < runs; run += 1) {
      const order = appUrls.map((_, index) => index);
      if (run % 2 === 1) order.reverse();
      for (const index of order) {
        const app = await throttledTab(() => browser.newPage(), TODAY_TASKS);
        await app.goto(`${appUrls[index]}/dashboard`);
        await app.waitForFunction(() => window.benchShown !== undefined && window.benchFresh !== undefined, WAIT);
        const [shown = NaN, fresh = NaN] = await app.evaluate(() => [
          window.benchShown ?? NaN,
          window.benchFresh ?? NaN,
        ]);
        figures.apps[index]?.fromDevice.push(shown);
        figures.apps[index]?.fresh.push(Math.max(shown, fresh));
        await app.close();
      }
      if (floorUrl === null) continue;
      const context = await browser.createBrowserContext();
      const floor = await throttledTab(() => context.newPage(), "ul li:nth-child(20)");
      await floor.goto(`${floorUrl}/chakra.html`);
      await floor.waitForFunction(() => window.benchShown !== undefined, WAIT);
      figures.floorList.push(await floor.evaluate(() => window.benchShown ?? NaN));
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Yesterday's visit: the worker takes control of the app at `appUrl` and the student's week is kept. */
async function visitBefore(browser: Browser, appUrl: string): Promise<void> {
  const first = await browser.newPage();
  await first.goto(`${appUrl}/dashboard`, { waitUntil: "networkidle0" });
  await first.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), WAIT);
  await first.reload({ waitUntil: "networkidle0" });
  await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller), WAIT);
  await first.waitForSelector(TODAY_TASKS, WAIT);
  for (let tries = 0; !(await keptOnDevice(first)); tries += 1) {
    if (tries > 50) throw new Error("The app kept nothing on the device for the demo student");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await first.close();
}
