/**
 * Interaction latency in Debian's Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as
 * Lighthouse's mobile preset does) and a phone's screen, against the built app served by the Hosting
 * emulator: a day card → the day dialog, 'Send Proof' → the proof dialog, a student chosen on Verify → the
 * student's tasks. Each is repeated, the dialog closed or the other student chosen in between.
 *
 * What is timed: from the input event's own timestamp (`event.timeStamp`, the origin the Event Timing API
 * gives an interaction) to the first paint in which the dialog or list is on the page, marked by a
 * requestAnimationFrame + setTimeout after a MutationObserver sees it (the rAF callback runs just before
 * that frame's paint, the task it queues just after). Not the Event Timing entry's `duration` alone: it ends
 * at the first paint after the event handlers, which comes before the dialog whenever its code or its data
 * arrives later (the dialogs load on demand, Verify asks the API). That duration is kept beside it, as what
 * INP would count. Not a CDP performance trace: one marker per interaction needs no trace to parse.
 */
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import type { SessionCookie } from "./session";

export interface InteractionFigures {
  name: string;
  /** Input → the dialog or list painted, each repetition, ms. */
  samples: number[];
  /** The longest Event Timing entry of each repetition (0: none reached the 16 ms threshold), ms. */
  eventDurations: number[];
  /** The longest main-thread task of each repetition, from the input to the paint (Long Tasks API: 0 if none
   * reached 50 ms), ms. */
  longestTasks: number[];
}

/** When the interaction is done: an element matching `selector` (holding `text`, if given) is on the page. */
interface Target {
  selector: string;
  text?: string;
  /** The `data-testid` of the first match before the input: done only once the first match is another one. */
  differsFrom?: string | null;
  /** The first match's text before the input: done only once the first match's text is another. */
  textNot?: string;
}

interface Timing {
  start: number;
  painted: number;
}

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false };
const OPEN_DIALOG = '[role="dialog"][data-state="open"]';
const WAIT = { timeout: 15_000 };
/** Lets a closing animation and the work after an interaction end before the next one. */
const SETTLE_MS = 600;

declare global {
  /** In Chromium since 96; TypeScript's DOM library does not have it yet. */
  interface PerformanceEventTiming {
    readonly interactionId: number;
  }
  interface Window {
    benchInteraction?: Promise<Timing>;
    benchEvents?: PerformanceEventTiming[];
    benchLongTasks?: PerformanceEntry[];
  }
}

export async function measureInteractions(
  hostingUrl: string,
  cookies: { student: SessionCookie[]; admin: SessionCookie[] },
  repetitions: number,
): Promise<InteractionFigures[]> {
  const dashboard = await inBrowser(hostingUrl, cookies.student, "/dashboard", async (page) => {
    const today = '[data-testid^="day-"][aria-current="date"]';
    await page
      .waitForFunction((card) => /[1-9]\d* task/.test(document.querySelector(card)?.textContent ?? ""), WAIT, today)
      .catch(() => {
        throw new Error("Today's day card shows no task: the demo seed gives the demo student two tasks today.");
      });
    const dayDialog = await repeat(page, "Day card → day dialog painted", repetitions, {
      measure: () => timed(page, { selector: `${OPEN_DIALOG} li` }, () => page.click(today)),
      undo: async () => {
        await page.keyboard.press("Escape");
        await page.waitForFunction((open) => !document.querySelector(open), WAIT, OPEN_DIALOG);
      },
    });
    await page.click(today);
    await page.waitForSelector(`${OPEN_DIALOG} li`, WAIT);
    const proofDialog = await repeat(page, "'Send Proof' → proof dialog painted", repetitions, {
      measure: () =>
        timed(page, { selector: OPEN_DIALOG, text: "Proof for" }, () =>
          page.click(`${OPEN_DIALOG} li button::-p-text(Send Proof)`),
        ),
      // Closing the proof dialog brings the day dialog back.
      undo: async () => {
        await page.keyboard.press("Escape");
        await page.waitForSelector(`${OPEN_DIALOG} li`, WAIT);
      },
    });
    return [dayDialog, proofDialog];
  });
  const verify = await inBrowser(hostingUrl, cookies.admin, "/admin/verify", async (page) => {
    // The select labelled "Student" (the group choice above it is a select too), once its students are in it.
    const student = await page.waitForFunction(() => {
      const label = Array.from(document.querySelectorAll("label")).find((element) => element.textContent === "Student");
      const select = label?.control;
      return select instanceof HTMLSelectElement && !select.disabled && select.options.length > 2 ? select : null;
    }, WAIT);
    await student.asElement()?.focus();
    const card = '[data-testid^="verify-task-"]';
    let choice = 0;
    // With the keyboard, as Chromium lets a closed <select> be changed: the first student (leaving the
    // placeholder), the second, then back and forth between the two.
    return repeat(page, "Student chosen on Verify → task list painted", repetitions, {
      measure: async () => {
        const before = await page.evaluate(
          (css) => document.querySelector(css)?.getAttribute("data-testid") ?? null,
          card,
        );
        const key = choice < 2 || choice % 2 === 1 ? "ArrowDown" : "ArrowUp";
        choice += 1;
        return timed(page, { selector: card, differsFrom: before }, () => page.keyboard.press(key));
      },
    });
  });
  return [...dashboard, verify];
}

/**
 * The class board with a class on it (`seedClass` first): 'Next week' and 'Previous week' in turn, between two
 * weeks that both have the class's tasks, each timed from the click to the other week's board painted. The
 * first two ask the API for their week; the later ones draw the board from the cached answer, so what they
 * time is drawing the class's rows.
 */
export async function measureClassBoard(
  hostingUrl: string,
  cookies: SessionCookie[],
  repetitions: number,
): Promise<InteractionFigures> {
  return inBrowser(hostingUrl, cookies, "/admin/board", async (page) => {
    const caption = "table caption";
    await page.waitForSelector(caption, WAIT);
    let forward = true;
    return repeat(page, "'Next week' / 'Previous week' on a class of 40 → board painted", repetitions, {
      measure: async () => {
        const before = await page.$eval(caption, (element) => element.textContent ?? "");
        const button = forward ? "Next week" : "Previous week";
        forward = !forward;
        return timed(page, { selector: caption, textNot: before }, () => page.click(`[aria-label="${button}"]`));
      },
    });
  });
}

/**
 * The Users page with a class on it: its 'Sort by' changed with the keyboard between "Name" and "Newest
 * first", each timed from the key press to the list in the other order painted (its first row another).
 */
export async function measureUsersSort(
  hostingUrl: string,
  cookies: SessionCookie[],
  repetitions: number,
): Promise<InteractionFigures> {
  return inBrowser(hostingUrl, cookies, "/admin/users", async (page) => {
    const row = '[data-testid^="user-row-"]';
    await page.waitForSelector(row, WAIT);
    const sort = "select:not([disabled])";
    await page.focus(sort);
    let down = true;
    return repeat(page, "'Sort by' on the Users page of a class of 40 → list painted", repetitions, {
      measure: async () => {
        const before = await page.$eval(row, (element) => element.getAttribute("data-testid"));
        const key = down ? "ArrowDown" : "ArrowUp";
        down = !down;
        return timed(page, { selector: row, differsFrom: before }, () => page.keyboard.press(key));
      },
    });
  });
}

/**
 * The review inbox: 'Review' on the first proof waiting → the review dialog painted with its proof; Escape in
 * between. The demo data has a proof awaiting review.
 */
export async function measureInboxReview(
  hostingUrl: string,
  cookies: SessionCookie[],
  repetitions: number,
): Promise<InteractionFigures> {
  return inBrowser(hostingUrl, cookies, "/admin/verify/inbox", async (page) => {
    const review = '[data-testid^="inbox-item-"] button::-p-text(Review)';
    await page.waitForSelector(review, WAIT);
    return repeat(page, "'Review' in the inbox → review dialog painted", repetitions, {
      measure: () => timed(page, { selector: `${OPEN_DIALOG} img` }, () => page.click(review)),
      undo: async () => {
        await page.keyboard.press("Escape");
        await page.waitForFunction((open) => !document.querySelector(open), WAIT, OPEN_DIALOG);
      },
    });
  });
}

/**
 * Create Task with 30 students chosen (a class on the Users list first, `seedClass`): 'Create Task' → the form
 * painted as saving. The form is filled again between repetitions at full speed; only the click is slowed 4×.
 */
export async function measureCreateTaskSave(
  hostingUrl: string,
  cookies: SessionCookie[],
  repetitions: number,
): Promise<InteractionFigures> {
  return inBrowser(hostingUrl, cookies, "/admin", async (page) => {
    const form = 'form[aria-label="Create New Task"]';
    // Each student's checkbox is a label (Chakra's Checkbox.Root): a click on it ticks the student. The groups'
    // checkboxes, in their own list, are left alone.
    const students = `${form} [role="group"][aria-label="Assign to User"] ul:not([aria-label="Groups"]) li label`;
    await page.waitForFunction((css) => document.querySelectorAll(css).length >= 30, WAIT, students);
    let run = 0;
    return repeat(page, "'Create Task' with 30 students chosen → form painted as saving", repetitions, {
      measure: async () => {
        await page.emulateCPUThrottling(1);
        run += 1;
        await page.type(`${form} input[name="name"]`, `Bench task ${run}`);
        await page.type(`${form} textarea[name="instructions"]`, "Practise for ten minutes.");
        await page.select(`${form} select[name="category"]`, "Reading");
        const boxes = await page.$$(students);
        for (const box of boxes.slice(0, 30)) await box.click();
        await page.waitForFunction(
          (css) => document.querySelector(css)?.textContent?.includes("30 students chosen"),
          WAIT,
          form,
        );
        await page.emulateCPUThrottling(4);
        return timed(page, { selector: `${form} button[type="submit"][data-loading]` }, () =>
          page.click(`${form} button[type="submit"]`),
        );
      },
      // The form resets once the server has answered; its toast (kept open while the pointer rests on it) is let
      // go before the next one.
      undo: async () => {
        await page.mouse.move(0, 0);
        await page.waitForFunction(
          (css) => !document.querySelector(css),
          { timeout: 60_000 },
          `${form} button[type="submit"][data-loading]`,
        );
        await page.waitForFunction(() => !document.querySelector('[data-scope="toast"][data-part="root"]'), {
          timeout: 30_000,
        });
      },
    });
  });
}

/** A fresh headless Chromium with the account's cookies, on a phone's screen, at `path` with the CPU slowed. */
async function inBrowser<T>(
  hostingUrl: string,
  cookies: SessionCookie[],
  path: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { hostname } = new URL(hostingUrl);
    await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
    const page = await browser.newPage();
    // As Lighthouse's runs do: the new browser's own start-up work ends before anything is measured.
    const pid = browser.process()?.pid;
    if (pid !== undefined) await waitForBrowserToSettle(pid);
    await page.setViewport(PHONE);
    // tsx keeps function names with an `__name` helper that the page lacks; functions sent to the page use it.
    await page.evaluateOnNewDocument("window.__name = (fn) => fn;");
    await page.evaluateOnNewDocument(() => {
      window.benchEvents = [];
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        window.benchEvents?.push(...(list.getEntries() as PerformanceEventTiming[]));
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        window.benchLongTasks?.push(...list.getEntries());
      }).observe({ type: "longtask" });
    });
    await page.goto(`${hostingUrl}${path}`, { waitUntil: "networkidle0" });
    await page.emulateCPUThrottling(4);
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Measures an interaction `repetitions` times, undoing it in between; each step waits for the page to settle. */
async function repeat(
  page: Page,
  name: string,
  repetitions: number,
  { measure, undo }: { measure: () => Promise<Timing>; undo?: () => Promise<void> },
): Promise<InteractionFigures> {
  const figures: InteractionFigures = { name, samples: [], eventDurations: [], longestTasks: [] };
  for (let i = 0; i < repetitions; i += 1) {
    const { start, painted } = await measure();
    await sleep(SETTLE_MS);
    figures.samples.push(painted - start);
    figures.eventDurations.push(
      await page.evaluate(
        (from, to) =>
          Math.max(
            0,
            ...(window.benchEvents ?? [])
              .filter((entry) => entry.interactionId > 0 && entry.startTime >= from - 1 && entry.startTime <= to)
              .map((entry) => entry.duration),
          ),
        start,
        painted,
      ),
    );
    figures.longestTasks.push(
      await page.evaluate(
        (from, to) =>
          Math.max(
            0,
            ...(window.benchLongTasks ?? [])
              .filter((task) => task.startTime + task.duration >= from && task.startTime <= to)
              .map((task) => task.duration),
          ),
        start,
        painted,
      ),
    );
    if (undo) {
      await undo();
      await sleep(SETTLE_MS);
    }
  }
  return figures;
}

/** Arms the page's watch for the next input and the target's first paint, acts, and waits for the paint. */
async function timed(page: Page, target: Target, act: () => Promise<void>): Promise<Timing> {
  await page.evaluate(
    (target: Target, timeoutMs: number) => {
      const matched = () => {
        const found = Array.from(document.querySelectorAll(target.selector)).filter(
          (element) => !target.text || element.textContent?.includes(target.text),
        );
        const first = found[0];
        if (!first) return false;
        if (target.textNot !== undefined && first.textContent === target.textNot) return false;
        return target.differsFrom === undefined || first.getAttribute("data-testid") !== target.differsFrom;
      };
      if (matched()) throw new Error(`Already on the page before the input: ${target.selector}`);
      window.benchInteraction = new Promise<Timing>((resolve, reject) => {
        let start = 0;
        const input = new AbortController();
        const onInput = (event: Event) => {
          start = event.timeStamp;
          input.abort();
        };
        window.addEventListener("pointerdown", onInput, { capture: true, signal: input.signal });
        window.addEventListener("keydown", onInput, { capture: true, signal: input.signal });
        const observer = new MutationObserver(() => {
          if (!start || !matched()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve({ start, painted: performance.now() })));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        setTimeout(() => reject(new Error(`Not painted within ${timeoutMs / 1000} s: ${target.selector}`)), timeoutMs);
      });
    },
    target,
    WAIT.timeout,
  );
  await act();
  return page.evaluate(() => window.benchInteraction as Promise<Timing>);
}
