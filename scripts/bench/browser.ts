/**
 * What the browser figures and `bench:compare` stand on alike: the local stack with the demo data, its demo
 * accounts signed in through the Auth emulator and the API as a browser would be, the builds served beside it,
 * and the one way they open Debian's Chromium and a tab in it.
 */
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext } from "puppeteer-core";
import type { Firestore } from "firebase-admin/firestore";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { CATEGORIES } from "@common/constants";
import { TaskRepository, UserRepository } from "../../functions/src/tooling";
import { adminFirestore } from "../lib/admin";
import { emulatorGoogleIdToken } from "../lib/auth-emulator";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import { seedDemoData } from "../lib/seed";
import { startStack } from "../lib/stack";
import type { BenchPage } from "./pages";
import { serveVariant, type Build } from "./variant-server";

export type SessionCookie = { name: string; value: string; httpOnly: boolean };

export interface BrowserStack {
  cookies: Record<BenchPage["session"], SessionCookie[]>;
  /** Seeds the class of 40, once: after the figures measured on the demo data alone. */
  seedClass(): Promise<void>;
}

async function sessionCookies(hostingUrl: string, authHost: string, email: string): Promise<SessionCookie[]> {
  const response = await fetch(`${hostingUrl}/api/auth/google`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credential: await emulatorGoogleIdToken(authHost, email) }),
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const equals = pair.indexOf("=");
    const httpOnly = attributes.some((attribute) => attribute.trim().toLowerCase() === "httponly");
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), httpOnly };
  });
  if (!response.ok || cookies.length === 0) throw new Error(`${email} could not sign in: ${response.status}`);
  return cookies;
}

/**
 * 40 students with two tasks a day in this week and the next, a third of them completed: the class board's
 * 'Next week' and the Users page's sort draw its rows, and Create Task chooses 30 of them.
 */
async function seedClassOf40(db: Firestore) {
  const [users, tasks] = [new UserRepository(db), new TaskRepository(db)];
  const monday = mondayOf(toCalendarDate(new Date()));
  for (let i = 0; i < 40; i += 1) {
    const email = `class-${i}-${Date.now()}@example.test`;
    const student = await users.create({
      name: `Class student ${i}`,
      email,
      role: "student",
      phoneNumber: "",
      birthDate: "",
    });
    await Promise.all(
      Array.from({ length: 28 }, (_, t) =>
        tasks.create({
          name: `Task ${t}`,
          instructions: "Practise.",
          deadline: addDays(monday, Math.floor(t / 2)),
          category: CATEGORIES[t % CATEGORIES.length] ?? "Other",
          assignedTo: student._id,
          status: t % 3 === 0 ? "completed" : "pending",
        }),
      ),
    );
  }
}

/** Starts the stack signed in and serves each build beside it for `use`, which gets their addresses; stops both. */
export async function withBrowserStack<T>(
  benchDir: string,
  builds: Build[],
  use: (stack: BrowserStack, origins: string[]) => Promise<T>,
): Promise<T> {
  const stack = await startStack({
    dataDir: path.join(benchDir, "stack"),
    persist: false,
    output: { logFile: path.join(benchDir, "emulators.log") },
    say: (line) => console.log(`  ${line}`),
  });
  const servers: Awaited<ReturnType<typeof serveVariant>>[] = [];
  try {
    Object.assign(process.env, stack.env);
    const db = adminFirestore(stack.env);
    await seedDemoData(db);
    const signIn = (email: string) =>
      sessionCookies(stack.hostingUrl, stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? "", email);
    const cookies = {
      none: [],
      student: await signIn("sofia@taskplanner.test"),
      admin: await signIn("admin@taskplanner.test"),
    };
    for (const build of builds) servers.push(await serveVariant(build, stack.hostingUrl));
    let seeded: Promise<void> | undefined;
    return await use(
      { cookies, seedClass: () => (seeded ??= seedClassOf40(db)) },
      servers.map((server) => server.url),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
  }
}

/** A new headless Chromium with `cookies` set for the builds' host (each is served on 127.0.0.1). */
export async function launch(cookies: SessionCookie[] = []): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
  if (cookies.length > 0)
    await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: "127.0.0.1", path: "/" })));
  return browser;
}

/**
 * A new tab once Chromium's own work for it is over (it builds its omnibox popup whenever a tab opens, up to a
 * second of CPU); with `phone`, on a phone's screen, ready for the functions the bench sends it.
 */
export async function newTab(
  browser: Browser,
  { phone = false, context = browser.defaultBrowserContext() as BrowserContext } = {},
) {
  const tab = await context.newPage();
  const pid = browser.process()?.pid;
  if (pid !== undefined) await waitForBrowserToSettle(pid);
  if (phone) {
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false });
    // tsx keeps function names with an `__name` helper that the page lacks; functions sent to the page use it.
    await tab.evaluateOnNewDocument("window.__name = (fn) => fn;");
  }
  return tab;
}
