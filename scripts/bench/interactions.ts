/**
 * Interactions in Debian's Chromium, CPU slowed 4× and a phone's screen (docs/performance.md), each timed from the
 * input event's own timestamp to the first paint with its result: a MutationObserver sees the result, and a
 * requestAnimationFrame + setTimeout marks that frame's paint. Not the Event Timing entry's duration, which ends at
 * the first paint after the handlers, before a dialog whose code or data comes later.
 */
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import type { BrowserStack, Cookies, SessionCookie } from "./browser-stack";

export interface InteractionFigures {
  name: string;
  /** Input → the dialog or list painted, each repetition, ms. */
  samples: number[];
}

/**
 * When the interaction is done: an element matching `selector` (holding `text`, if given) is on the page, and
 * with `before`, the first match's data-testid (or its text, `byText`) is no longer that.
 */
interface Target {
  selector: string;
  text?: string;
  before?: string | null;
  byText?: boolean;
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
  interface Window {
    benchInteraction?: Promise<Timing>;
  }
}

const closeDialog = async (page: Page) => {
  await page.keyboard.press("Escape");
  await page.waitForFunction((open) => !document.querySelector(open), WAIT, OPEN_DIALOG);
};

/** A day card → the day dialog and 'Send Proof' → the proof dialog, as the student; a student chosen on Verify. */
async function dashboardInteractions(hostingUrl: string, cookies: Cookies, repetitions: number) {
  const dashboard = await inBrowser(hostingUrl, cookies.student, "/dashboard", async (page) => {
    const today = '[data-testid^="day-"][aria-current="date"]';
    await page
      .waitForFunction((card) => /[1-9]\d* task/.test(document.querySelector(card)?.textContent ?? ""), WAIT, today)
      .catch(() => {
        throw new Error("Today's day card shows no task: the demo seed gives the demo student two tasks today.");
      });
    const dayDialog = await repeat(page, "Day card → day dialog painted", repetitions, {
      measure: () => timed(page, { selector: `${OPEN_DIALOG} li` }, () => page.click(today)),
      undo: () => closeDialog(page),
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
    // With the keyboard, as Chromium lets a closed <select> be changed: the first student (leaving the
    // placeholder), the second, then back and forth between the two.
    return repeat(page, "Student chosen on Verify → task list painted", repetitions, {
      measure: (n) =>
        changed(page, '[data-testid^="verify-task-"]', () =>
          page.keyboard.press(n < 2 || n % 2 === 1 ? "ArrowDown" : "ArrowUp"),
        ),
    });
  });
  return [...dashboard, verify];
}

/**
 * The class board with the class of 40 on it: 'Next week' and 'Previous week' in turn, between two weeks that
 * both have the class's tasks. The first two ask the API for their week; the later ones draw the board from the
 * cached answer, so what they time is drawing the class's rows.
 */
const measureClassBoard = (hostingUrl: string, cookies: Cookies, repetitions: number) =>
  inBrowser(hostingUrl, cookies.admin, "/admin/board", async (page) => {
    await page.waitForSelector("table caption", WAIT);
    return repeat(page, "'Next week' / 'Previous week' on a class of 40 → board painted", repetitions, {
      measure: (n) =>
        changed(page, "table caption", () => page.click(`[aria-label="${n % 2 ? "Previous" : "Next"} week"]`), true),
    });
  });

/** The Users page with the class on it: 'Sort by' changed with the keyboard between "Name" and "Newest first". */
const measureUsersSort = (hostingUrl: string, cookies: Cookies, repetitions: number) =>
  inBrowser(hostingUrl, cookies.admin, "/admin/users", async (page) => {
    await page.waitForSelector('[data-testid^="user-row-"]', WAIT);
    await page.focus("select:not([disabled])");
    return repeat(page, "'Sort by' on the Users page of a class of 40 → list painted", repetitions, {
      measure: (n) =>
        changed(page, '[data-testid^="user-row-"]', () => page.keyboard.press(n % 2 ? "ArrowUp" : "ArrowDown")),
    });
  });

/** The review inbox: 'Review' on the first proof waiting (the demo data has one) → the dialog with its proof. */
const measureInboxReview = (hostingUrl: string, cookies: Cookies, repetitions: number) =>
  inBrowser(hostingUrl, cookies.admin, "/admin/verify/inbox", async (page) => {
    const review = '[data-testid^="inbox-item-"] button::-p-text(Review)';
    await page.waitForSelector(review, WAIT);
    return repeat(page, "'Review' in the inbox → review dialog painted", repetitions, {
      measure: () => timed(page, { selector: `${OPEN_DIALOG} img` }, () => page.click(review)),
      undo: () => closeDialog(page),
    });
  });

/**
 * Create Task with 30 students chosen (the class of 40 on the Users list): 'Create Task' → the form
 * painted as saving. The form is filled again between repetitions at full speed; only the click is slowed 4×.
 */
const measureCreateTaskSave = (hostingUrl: string, cookies: Cookies, repetitions: number) =>
  inBrowser(hostingUrl, cookies.admin, "/admin", async (page) => {
    const form = 'form[aria-label="Create New Task"]';
    // Each student's checkbox is a label (Chakra's Checkbox.Root): a click on it ticks the student. The groups'
    // checkboxes, in their own list, are left alone.
    const students = `${form} [role="group"][aria-label="Assign to User"] ul:not([aria-label="Groups"]) li label`;
    await page.waitForFunction((css) => document.querySelectorAll(css).length >= 30, WAIT, students);
    return repeat(page, "'Create Task' with 30 students chosen → form painted as saving", repetitions, {
      measure: async (run) => {
        await page.emulateCPUThrottling(1);
        await page.type(`${form} input[name="name"]`, `Bench task ${run + 1}`);
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

/** A fresh headless Chromium with the account's cookies, on a phone's screen, at `path` with the CPU slowed. */
async function inBrowser<T>(
  hostingUrl: string,
  cookies: SessionCookie[],
  path: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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
    await page.goto(`${hostingUrl}${path}`, { waitUntil: "networkidle0" });
    await page.emulateCPUThrottling(4);
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Done once the first match of `selector` is another than before the input: its data-testid, or its text. */
async function changed(page: Page, selector: string, act: () => Promise<void>, byText = false) {
  const before = await page.evaluate(
    (css, text) => {
      const first = document.querySelector(css);
      return first ? (text ? first.textContent : first.getAttribute("data-testid")) : null;
    },
    selector,
    byText,
  );
  return timed(page, { selector, before, byText }, act);
}

/** Measures an interaction `repetitions` times, undoing it in between; each step waits for the page to settle. */
async function repeat(
  page: Page,
  name: string,
  repetitions: number,
  { measure, undo }: { measure: (n: number) => Promise<Timing>; undo?: () => Promise<void> },
): Promise<InteractionFigures> {
  const figures: InteractionFigures = { name, samples: [] };
  for (let i = 0; i < repetitions; i += 1) {
    const { start, painted } = await measure(i);
    await sleep(SETTLE_MS);
    figures.samples.push(painted - start);
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
        if (!first || target.before === undefined) return Boolean(first);
        return (target.byText ? first.textContent : first.getAttribute("data-testid")) !== target.before;
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

/** The interactions by name, as COMPARE_INTERACTIONS names them; `onClass`: measured on the class of 40. */
export const INTERACTIONS = {
  dashboard: { onClass: false, measure: dashboardInteractions },
  inbox: { onClass: false, measure: measureInboxReview },
  board: { onClass: true, measure: measureClassBoard },
  users: { onClass: true, measure: measureUsersSort },
  "create-task": { onClass: true, measure: measureCreateTaskSave },
};

/**
 * Each named interaction on each app at `urls` (one, or two for an A/B), one app after the other, the demo
 * data's first and the class's once it is seeded; each app's figures in the order measured.
 */
export async function runInteractions(urls: string[], names: string[], stack: BrowserStack, repetitions: number) {
  const measured: InteractionFigures[][] = urls.map(() => []);
  const onClass = (name: string) => Number(INTERACTIONS[name as keyof typeof INTERACTIONS]?.onClass);
  for (const name of [...names].sort((a, b) => onClass(a) - onClass(b))) {
    const interaction = INTERACTIONS[name as keyof typeof INTERACTIONS];
    if (!interaction) throw new Error(`No interaction ${name}; known: ${Object.keys(INTERACTIONS).join(", ")}`);
    if (interaction.onClass) await stack.seedClass();
    for (const [side, url] of urls.entries()) {
      for (const figures of [await interaction.measure(url, stack.cookies, repetitions)].flat()) {
        const samples = figures.samples.map((sample) => sample.toFixed(0)).join(", ");
        console.log(`  ${urls.length > 1 ? `${"AB"[side]} ` : ""}${figures.name}: ${samples} ms`);
        measured[side]?.push(figures);
      }
    }
  }
  return measured;
}
