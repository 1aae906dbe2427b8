/**
 * What the browser figures and `bench:compare` stand on alike: the local stack with the demo data, its demo
 * accounts signed in through the Auth emulator and the API as a browser would be, the web builds for the emulators
 * served beside it as Firebase Hosting serves them (so that builds differ by their pages only), and the one way
 * they open Debian's Chromium and a tab in it.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext } from "puppeteer-core";
import type { Firestore } from "firebase-admin/firestore";
import superstatic from "superstatic/lib/superstatic.js";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { CATEGORIES } from "@common/constants";
import { TaskRepository, UserRepository } from "../../functions/src/tooling";
import { adminFirestore } from "../lib/admin";
import { emulatorGoogleIdToken } from "../lib/auth-emulator";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForBrowserToSettle } from "../lib/chromium";
import { seedDemoData } from "../lib/seed";
import { ROOT, startStack, type RunningStack } from "../lib/stack";
import type { BenchPage } from "./pages";

export type SessionCookie = { name: string; value: string; httpOnly: boolean; domain: string; path: string };

/** The demo accounts' cookies; `seedClass` seeds the class of 40, once, after the figures on the demo data alone. */
export type BrowserStack = { cookies: Record<BenchPage["session"], SessionCookie[]>; seedClass: () => Promise<void> };

/** `email`'s cookies once signed in through the API, for the builds' host (each is served on 127.0.0.1). */
async function sessionCookies({ hostingUrl, env }: RunningStack, email: string): Promise<SessionCookie[]> {
  const credential = await emulatorGoogleIdToken(env.FIREBASE_AUTH_EMULATOR_HOST ?? "", email);
  const response = await fetch(`${hostingUrl}/api/auth/google`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credential }),
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const equals = pair.indexOf("=");
    const httpOnly = attributes.some((attribute) => attribute.trim().toLowerCase() === "httponly");
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), httpOnly, domain: "127.0.0.1", path: "/" };
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
    const student = await users.create({
      name: `Class student ${i}`,
      email: `class-${i}-${Date.now()}@example.test`,
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

/** A build's folder, and the firebase.json whose hosting settings it is served with (none without). */
export type Build = { dist: string; firebaseJson?: string };

/** Builds the web app of the tree at `tree` (the repository, or a worktree of it) into its web/dist. */
export function buildWeb(tree: string): Build {
  execFileSync(path.join(ROOT, "node_modules/.bin/vite"), ["build", "--mode", "emulator", "--logLevel", "warn"], {
    cwd: path.join(tree, "web"),
    stdio: "inherit",
  });
  return { dist: path.join(tree, "web/dist"), firebaseJson: path.join(tree, "firebase.json") };
}

type Hosting = { rewrites?: { source: string; destination?: string }[] };
/** superstatic's router (connect's handle), calling `next` when nothing answered. */
type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The build served by superstatic (Hosting's own server) with its firebase.json, `/api/` forwarded to `apiOrigin`. */
async function serveVariant({ dist, firebaseJson }: Build, apiOrigin: string) {
  const read = async (file: string) => (JSON.parse(await readFile(file, "utf8")) as { hosting: Hosting }).hosting;
  const hosting = firebaseJson ? await read(firebaseJson) : {};
  // The function's rewrite is the forwarding below, as the Hosting emulator forwards it to the function.
  const rewrites = hosting.rewrites?.flatMap(({ source, destination }) =>
    destination ? [{ source, destination }] : [],
  );
  const files = superstatic({ config: { ...hosting, public: ".", rewrites }, cwd: dist, compression: true }) as Handler;
  const server = createServer((req, res) => {
    if (!req.url?.startsWith("/api/")) return files(req, res, () => res.writeHead(404).end());
    const upstream = new URL(req.url, apiOrigin);
    // As the page's own origin would be: the API refuses changes from a foreign Origin.
    const origin = req.headers.origin ? { origin: upstream.origin } : {};
    const forwarded = request(upstream, {
      method: req.method,
      headers: { ...req.headers, host: upstream.host, ...origin },
    });
    forwarded.on("response", (answer) => answer.pipe(res.writeHead(answer.statusCode ?? 502, answer.headers)));
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** As many requests at once as a screen's open sends, and a few more. */
const WARM_WORKERS = 8;

/**
 * Until a burst of requests at once is answered without a wait: the Functions emulator runs one request at a time
 * in each of its Node processes and starts a new one for a request that finds none idle (`RuntimeWorkerPool` of
 * firebase-tools), which took 1.4–1.7 s here, so the first screens measured waited for the emulator's processes
 * rather than for the app. Kept warm, they stay (the cold start has its own figure).
 */
async function warmFunctionWorkers(hostingUrl: string, cookies: SessionCookie[]) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const timed = async () => {
    const start = performance.now();
    await (await fetch(`${hostingUrl}/api/users/is-auth`, { headers: { cookie } })).text();
    return performance.now() - start;
  };
  for (let burst = 0; burst < 6; burst++) {
    const slowest = Math.max(...(await Promise.all(Array.from({ length: WARM_WORKERS }, timed))));
    if (slowest < 300) return;
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
    const cookies = {
      none: [],
      student: await sessionCookies(stack, "sofia@taskplanner.test"),
      admin: await sessionCookies(stack, "admin@taskplanner.test"),
    };
    await warmFunctionWorkers(stack.hostingUrl, cookies.admin);
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

/** `use` with a new headless Chromium, `cookies` set; closed after. */
export async function withBrowser<T>(cookies: SessionCookie[], use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
  try {
    if (cookies.length > 0) await browser.setCookie(...cookies);
    return await use(browser);
  } finally {
    await browser.close();
  }
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
