/**
 * What the bench's browser figures and `bench:compare` stand on, alike: the local stack with the demo data, the
 * demo accounts signed in through the Auth emulator and the API as the browser would (their session cookies),
 * and a class of 40 seeded for the screens that list a whole class.
 */
import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { CATEGORIES } from "@common/constants";
import { TaskRepository, UserRepository } from "../../functions/src/tooling";
import { adminFirestore } from "../lib/admin";
import { emulatorGoogleIdToken } from "../lib/auth-emulator";
import { seedDemoData } from "../lib/seed";
import { startStack } from "../lib/stack";
import type { BenchPage } from "./pages";

export interface SessionCookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

export type Cookies = Record<BenchPage["session"], SessionCookie[]>;

export interface BrowserStack {
  /** The Hosting emulator's address, where the API answers. */
  hostingUrl: string;
  cookies: Cookies;
  /** Seeds the class of 40, once: after the figures measured on the demo data alone. */
  seedClass(): Promise<void>;
  stop(): Promise<void>;
}

async function sessionCookies(hostingUrl: string, authHost: string, email: string): Promise<SessionCookie[]> {
  const credential = await emulatorGoogleIdToken(authHost, email);
  const response = await fetch(`${hostingUrl}/api/auth/google`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credential }),
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const equals = pair.indexOf("=");
    return {
      name: pair.slice(0, equals),
      value: pair.slice(equals + 1),
      httpOnly: attributes.some((attribute) => attribute.trim().toLowerCase() === "httponly"),
    };
  });
  if (!response.ok || cookies.length === 0) throw new Error(`${email} could not sign in: ${response.status}`);
  return cookies;
}

/**
 * 40 students with two tasks a day in this week and the next, a third of them completed: the class board's
 * 'Next week' and the Users page's sort draw its rows, and Create Task chooses 30 of them.
 */
async function seedClassOf40(db: Firestore) {
  const users = new UserRepository(db);
  const tasks = new TaskRepository(db);
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

export async function startBrowserStack(benchDir: string): Promise<BrowserStack> {
  const stack = await startStack({
    dataDir: path.join(benchDir, "stack"),
    persist: false,
    output: { logFile: path.join(benchDir, "emulators.log") },
    say: (line) => console.log(`  ${line}`),
  });
  try {
    Object.assign(process.env, stack.env);
    const db = adminFirestore(stack.env);
    await seedDemoData(db);
    const authHost = stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? "";
    const cookies: Cookies = {
      none: [],
      student: await sessionCookies(stack.hostingUrl, authHost, "sofia@taskplanner.test"),
      admin: await sessionCookies(stack.hostingUrl, authHost, "admin@taskplanner.test"),
    };
    let seeded: Promise<void> | undefined;
    return {
      hostingUrl: stack.hostingUrl,
      cookies,
      seedClass: () => (seeded ??= seedClassOf40(db)),
      stop: () => stack.stop(),
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
