import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";

/**
 * The browser journeys run in Debian's Chromium (never a downloaded browser) against the app served by the
 * Hosting emulator, which `npm test` starts and names in E2E_BASE_URL.
 */
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // `E2E_GREP=Hardening npm test -- e2e` runs only the journeys whose title matches.
  grep: process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined,
  reporter: [["list"], ["json"]],
  outputDir: "../.test-data/e2e-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    // A fake microphone (a beep), allowed without a prompt: the recording journeys record with it.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
    },
    permissions: ["microphone"],
    // The service worker stays out of the journeys (Playwright's routes do not see what a worker answers),
    // except those of the installed app, which allow it (e2e/installable.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined } },
  ],
});
