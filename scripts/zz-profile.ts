// Throwaway: profiles one board week change at 4x CPU (not committed).
import path from "node:path";
import puppeteer from "puppeteer-core";
import { writeFile } from "node:fs/promises";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { seedClass } from "./bench/board";
import { sessionCookies } from "./bench/session";
import { serveVariant } from "./bench/variant-server";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { seedDemoData } from "./lib/seed";
import { ROOT, startStack } from "./lib/stack";
import { TaskRepository, UserRepository } from "../functions/src/tooling";

async function main() {
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const stack = await startStack({
    dataDir: "/tmp/prof/stack",
    persist: false,
    output: { logFile: "/tmp/prof/emu.log" },
    say: console.log,
  });
  const app = await serveVariant(
    process.env.DIST ?? path.join(ROOT, "web/dist"),
    path.join(ROOT, "firebase.json"),
    stack.hostingUrl,
  );
  try {
    Object.assign(process.env, stack.env);
    const db = adminFirestore(stack.env);
    await seedDemoData(db);
    const monday = mondayOf(toCalendarDate(new Date()));
    await seedClass({ users: new UserRepository(db), tasks: new TaskRepository(db) }, "Class", [
      monday,
      addDays(monday, 7),
    ]);
    const cookies = await sessionCookies(
      stack.hostingUrl,
      stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? "",
      "admin@taskplanner.test",
    );
    const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    await browser.setCookie(...cookies.map((c) => ({ ...c, domain: "127.0.0.1", path: "/" })));
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${app.url}/admin/board`, { waitUntil: "networkidle0" });
    await page.waitForSelector("table caption");
    // warm: go next and back once
    for (const label of ["Next week", "Previous week"]) {
      const before = await page.$eval("table caption", (e) => e.textContent);
      await page.click(`[aria-label="${label}"]`);
      await page.waitForFunction((b) => document.querySelector("table caption")?.textContent !== b, {}, before);
      await new Promise((r) => setTimeout(r, 800));
    }
    await page.emulateCPUThrottling(4);
    for (let i = 0; i < 3; i++) {
      const label = i % 2 === 0 ? "Next week" : "Previous week";
      await page.tracing.start({
        path: `/tmp/prof/board-${i}.json`,
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "blink.user_timing",
          "disabled-by-default-v8.cpu_profiler",
        ],
      });
      const before = await page.$eval("table caption", (e) => e.textContent);
      const t0 = Date.now();
      await page.click(`[aria-label="${label}"]`);
      await page.waitForFunction((b) => document.querySelector("table caption")?.textContent !== b, {}, before);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
      console.log("wall", Date.now() - t0, "ms");
      await new Promise((r) => setTimeout(r, 800));
      await page.tracing.stop();
    }
    await browser.close();
  } finally {
    await app.stop();
    await stack.stop();
    await closeAdminApps();
  }
}
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
