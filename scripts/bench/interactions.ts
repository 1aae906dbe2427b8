/**
 * Interactions in Debian's Chromium, CPU slowed 4× and a phone's screen (docs/performance.md), each timed from the
 * input event's own timestamp to the first paint with its result: a MutationObserver sees the result, and a
 * requestAnimationFrame + setTimeout marks that frame's paint. Not the Event Timing entry's duration, which ends at
 * the first paint after the handlers, before a dialog whose code or data comes later.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "puppeteer-core";
import { newTab, withBrowser, type BrowserStack, type SessionCookie } from "./browser";
import { add, ms } from "./report";
import { median, percentile } from "./statistics";

/** Input → the dialog or list painted, each repetition, ms. */
type InteractionFigures = { name: string; samples: number[] };

/**
 * Done once an element matching `selector` (holding `text`, if given) is on the page; with `changeOf`, once the
 * first match's data-testid (or its text) is no longer what it was before the input.
 */
type Target = { selector: string; text?: string; changeOf?: "data-testid" | "text" };

const OPEN_DIALOG = '[role="dialog"][data-state="open"]';
const WAIT = { timeout: 15_000 };
/** Lets a closing animation and the work after an interaction end before the next one. */
const SETTLE_MS = 600;

/** A fresh browser signed in with `cookies`, on a phone at `path`, loaded at full speed, then the CPU slowed 4×. */
const onPage = <T>(origin: string, cookies: SessionCookie[], path: string, use: (page: Page) => Promise<T>) =>
  withBrowser(cookies, async (browser) => {
    const page = await newTab(browser, { phone: true });
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle0" });
    await page.emulateCPUThrottling(4);
    return use(page);
  });

/** Arms the page's watch for the next input and the target's first paint, acts: the time from the one to the other. */
async function timed(page: Page, target: Target, act: () => Promise<unknown>): Promise<number> {
  const watched = { ...target, timeoutMs: WAIT.timeout };
  const armed = await page.evaluateHandle(({ timeoutMs, ...target }: typeof watched) => {
    const keyOf = (element?: Element) =>
      target.changeOf === "text" ? element?.textContent : element?.getAttribute("data-testid");
    const first = () =>
      Array.from(document.querySelectorAll(target.selector)).find(
        (element) => !target.text || element.textContent?.includes(target.text),
      );
    const before = keyOf(first());
    const matched = () => Boolean(first()) && (!target.changeOf || keyOf(first()) !== before);
    if (!target.changeOf && matched()) throw new Error(`Already on the page before the input: ${target.selector}`);
    const painted = new Promise<number>((resolve, reject) => {
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
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
      setTimeout(() => reject(new Error(`Not painted within ${timeoutMs / 1000} s: ${target.selector}`)), timeoutMs);
    });
    // Wrapped: a promise returned bare would be waited for before the input it waits for.
    return { painted };
  }, watched);
  await act();
  return page.evaluate((watch) => watch.painted, armed);
}

/** Times an interaction `runs` times, undoing it in between; each step waits for the page to settle. */
async function repeat(name: string, runs: number, time: (n: number) => Promise<number>, undo?: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    samples.push(await time(n));
    await sleep(SETTLE_MS);
    if (undo) await undo().then(() => sleep(SETTLE_MS));
  }
  return { name, samples };
}

const closeDialog = (page: Page) =>
  page.keyboard.press("Escape").then(() => page.waitForSelector(OPEN_DIALOG, { ...WAIT, hidden: true }));

/** A day card → the day dialog and 'Send Proof' → the proof dialog, as the student; a student chosen on Verify. */
async function dashboard(origin: string, { cookies }: BrowserStack, repetitions: number) {
  const dialogs = await onPage(origin, cookies.student, "/dashboard", async (page) => {
    const today = '[data-testid^="day-"][aria-current="date"]';
    await page
      .waitForFunction((card) => /[1-9]\d* task/.test(document.querySelector(card)?.textContent ?? ""), WAIT, today)
      .catch(() => {
        throw new Error("Today's day card shows no task: the demo seed gives the demo student two tasks today.");
      });
    const dayDialog = await repeat(
      "Day card → day dialog painted",
      repetitions,
      () => timed(page, { selector: `${OPEN_DIALOG} li` }, () => page.click(today)),
      () => closeDialog(page),
    );
    await page.click(today);
    await page.waitForSelector(`${OPEN_DIALOG} li`, WAIT);
    const sendProof = `${OPEN_DIALOG} li button::-p-text(Send Proof)`;
    const proofDialog = await repeat(
      "'Send Proof' → proof dialog painted",
      repetitions,
      () => timed(page, { selector: OPEN_DIALOG, text: "Proof for" }, () => page.click(sendProof)),
      // Closing the proof dialog brings the day dialog back.
      () => page.keyboard.press("Escape").then(() => page.waitForSelector(`${OPEN_DIALOG} li`, WAIT)),
    );
    return [dayDialog, proofDialog];
  });
  const verify = await onPage(origin, cookies.admin, "/admin/verify", async (page) => {
    // The select labelled "Student" (the group choice above it is a select too), once its students are in it.
    const student = await page.waitForFunction(() => {
      const label = Array.from(document.querySelectorAll("label")).find((element) => element.textContent === "Student");
      const select = label?.control;
      return select instanceof HTMLSelectElement && !select.disabled && select.options.length > 2 ? select : null;
    }, WAIT);
    await student.asElement()?.focus();
    // With the keyboard, as Chromium lets a closed <select> be changed: the first student (leaving the
    // placeholder), the second, then back and forth between the two.
    return repeat("Student chosen on Verify → task list painted", repetitions, (n) =>
      timed(page, { selector: '[data-testid^="verify-task-"]', changeOf: "data-testid" }, () =>
        page.keyboard.press(n < 2 || n % 2 === 1 ? "ArrowDown" : "ArrowUp"),
      ),
    );
  });
  return [...dialogs, verify];
}

/** The review inbox: 'Review' on the first proof waiting (the demo data has one) → the dialog with its proof. */
const inbox = (origin: string, { cookies }: BrowserStack, repetitions: number) =>
  onPage(origin, cookies.admin, "/admin/verify/inbox", async (page) => {
    const review = '[data-testid^="inbox-item-"] button::-p-text(Review)';
    await page.waitForSelector(review, WAIT);
    return repeat(
      "'Review' in the inbox → review dialog painted",
      repetitions,
      () => timed(page, { selector: `${OPEN_DIALOG} img` }, () => page.click(review)),
      () => closeDialog(page),
    );
  });

/**
 * The class board with the class of 40 on it: 'Next week' and 'Previous week' in turn, between two weeks that
 * both have the class's tasks. The first two ask the API for their week; the later ones draw the board from the
 * cached answer, so what they time is drawing the class's rows.
 */
const board = (origin: string, { cookies }: BrowserStack, repetitions: number) =>
  onPage(origin, cookies.admin, "/admin/board", async (page) => {
    await page.waitForSelector("table caption", WAIT);
    return repeat("'Next week' / 'Previous week' on a class of 40 → board painted", repetitions, (n) =>
      timed(page, { selector: "table caption", changeOf: "text" }, () =>
        page.click(`[aria-label="${n % 2 ? "Previous" : "Next"} week"]`),
      ),
    );
  });

/** The Users page with the class on it: 'Sort by' changed with the keyboard between "Name" and "Newest first". */
const users = (origin: string, { cookies }: BrowserStack, repetitions: number) =>
  onPage(origin, cookies.admin, "/admin/users", async (page) => {
    await page.waitForSelector('[data-testid^="user-row-"]', WAIT);
    await page.focus("select:not([disabled])");
    return repeat("'Sort by' on the Users page of a class of 40 → list painted", repetitions, (n) =>
      timed(page, { selector: '[data-testid^="user-row-"]', changeOf: "data-testid" }, () =>
        page.keyboard.press(n % 2 ? "ArrowUp" : "ArrowDown"),
      ),
    );
  });

/**
 * Create Task with 30 students chosen (the class of 40 on the Users list): 'Create Task' → the form painted as
 * saving. The form is filled again between repetitions at full speed; only the click is slowed 4×. Each student's
 * checkbox is a label (Chakra's Checkbox.Root), a click on it ticks the student; the groups' are left alone.
 */
const createTask = (origin: string, { cookies }: BrowserStack, repetitions: number) =>
  onPage(origin, cookies.admin, "/admin", async (page) => {
    const form = 'form[aria-label="Create New Task"]';
    const saving = `${form} button[type="submit"][data-loading]`;
    const students = `${form} [role="group"][aria-label="Assign to User"] ul:not([aria-label="Groups"]) li label`;
    const gone = (css: string, timeout: number) => page.waitForSelector(css, { timeout, hidden: true });
    await page.waitForFunction((css) => document.querySelectorAll(css).length >= 30, WAIT, students);
    return repeat(
      "'Create Task' with 30 students chosen → form painted as saving",
      repetitions,
      async (n) => {
        await page.emulateCPUThrottling(1);
        await page.type(`${form} input[name="name"]`, `Bench task ${n + 1}`);
        await page.type(`${form} textarea[name="instructions"]`, "Practise for ten minutes.");
        await page.select(`${form} select[name="category"]`, "Reading");
        for (const box of (await page.$$(students)).slice(0, 30)) await box.click();
        await page.waitForSelector(`${form} ::-p-text(30 students chosen)`, WAIT);
        await page.emulateCPUThrottling(4);
        return timed(page, { selector: saving }, () => page.click(`${form} button[type="submit"]`));
      },
      // The form resets once the server has answered; its toast (kept open while the pointer rests on it) is let go.
      async () => {
        await page.mouse.move(0, 0);
        await gone(saving, 60_000);
        await gone('[data-scope="toast"][data-part="root"]', 30_000);
      },
    );
  });

/** The interactions by name, as COMPARE_INTERACTIONS names them; those after `dashboard` and `inbox` need the class. */
export const INTERACTIONS = { dashboard, inbox, board, users, "create-task": createTask };
const ON_DEMO_DATA = ["dashboard", "inbox"];

/** Each named interaction on each app at `origins` (one, or two for an A/B), one after the other: each app's figures. */
export async function runInteractions(origins: string[], names: string[], stack: BrowserStack, repetitions: number) {
  const measured: InteractionFigures[][] = origins.map(() => []);
  for (const [name, measure] of Object.entries(INTERACTIONS).filter(([name]) => names.includes(name))) {
    if (!ON_DEMO_DATA.includes(name)) await stack.seedClass();
    for (const [side, origin] of origins.entries()) {
      for (const figures of [await measure(origin, stack, repetitions)].flat()) {
        const samples = figures.samples.map((sample) => sample.toFixed(0)).join(", ");
        console.log(`  ${origins.length > 1 ? `${"AB"[side]} ` : ""}${figures.name}: ${samples} ms`);
        measured[side]?.push(figures);
      }
    }
  }
  return measured;
}

/** Every interaction, `repetitions` times: its median at most 200 ms. */
export async function interactionFigures(origin: string, stack: BrowserStack, repetitions: number) {
  const [measured = []] = await runInteractions([origin], Object.keys(INTERACTIONS), stack, repetitions);
  for (const { name, samples } of measured) {
    const value = `${ms(median(samples))} / ${ms(percentile(samples, 0.9))}`;
    add(`${name}, median / p90 of ${samples.length}`, value, "median ≤ 200 ms", median(samples) <= 200);
  }
}
