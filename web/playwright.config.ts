import { defineConfig, devices } from "@playwright/test";

/**
 * The browser journeys run in Debian's Chromium (never a downloaded browser) against the app served by the
 * Hosting emulator, which `npm test` starts and names in E2E_BASE_URL.
 */
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The machine's network is closed: without these flags Chromium keeps trying to reach Google's services.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [["list"], ["json"]],
  outputDir: "../.test-data/e2e-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined } },
  ],
});
