/**
 * `npm run bench`: the timings, each judged against a reference of the same run, the machine's state at the top
 * (docs/performance.md). Needs firebase.json's ports free and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * `npm run bench -- lighthouse latency` runs the parts named; a run of everything rewrites docs/performance.md's table.
 */
import { execFileSync } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { closeAdminApps } from "./lib/admin";
import { run } from "./lib/run";
import { ROOT } from "./lib/stack";
import { dailyOpenFigures, interactionFigures, lighthouseFigures } from "./bench/browser-figures";
import { startBrowserStack } from "./bench/browser-stack";
import { coldStartFigures } from "./bench/cold-start";
import { serveFloorPages } from "./bench/floor";
import { latencyFigures } from "./bench/latency";
import { addManyFigures } from "./bench/add-many";
import { LIGHTHOUSE_PRESETS } from "./bench/lighthouse";
import { describeMachine, measureMachine } from "./bench/machine";
import { choose, PAGES } from "./bench/pages";
import { report, say } from "./bench/report";
import { serveVariant } from "./bench/variant-server";

const PARTS = ["cold-start", "latency", "add-many", "lighthouse", "daily-open", "interactions"];
const BROWSER_PARTS = ["lighthouse", "daily-open", "interactions"];
const chosen = process.argv.slice(2);
const wants = (part: string) => chosen.length === 0 || chosen.includes(part);
const count = (variable: string, fallback: number) => {
  const value = Number(process.env[variable] ?? fallback);
  if (!(value >= 1)) throw new Error(`${variable} must be at least 1`);
  return value;
};

async function main() {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const unknown = chosen.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`Unknown part: ${unknown.join(", ")}. Parts: ${PARTS.join(", ")}.`);
  // Checked before anything is built, so that a misspelt name stops the run at once.
  const pages = choose("LIGHTHOUSE_PAGES", PAGES, (page) => page.id);
  const presets = choose("LIGHTHOUSE_PRESETS", LIGHTHOUSE_PRESETS, (preset) => preset);
  const runs = {
    lighthouse: count("LIGHTHOUSE_RUNS", 5),
    open: count("DAILY_OPEN_RUNS", 10),
    taps: count("INTERACTION_RUNS", 10),
  };
  const machine = await measureMachine(path.join(ROOT, ".bench"));
  say(describeMachine(machine));
  const benchDir = path.join(ROOT, ".bench", "run");
  await rm(benchDir, { recursive: true, force: true });
  await mkdir(benchDir, { recursive: true });

  say("Building the function, and the web app for the emulators...");
  if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0)
    throw new Error("functions build failed");
  if (
    BROWSER_PARTS.some(wants) &&
    (await run("npm", ["run", "--silent", "build:emulator", "-w", "web", "--", "--logLevel", "warn"])) !== 0
  ) {
    throw new Error("web build failed");
  }
  if (wants("cold-start")) {
    say("Cold start...");
    await coldStartFigures();
  }
  if (wants("latency")) {
    say("Latency: the API against the same Firestore calls made directly, 50 clients...");
    await latencyFigures();
  }
  if (wants("add-many")) {
    say("Add many: a class of 300 in one list, invited, into a group...");
    await addManyFigures();
  }
  if (BROWSER_PARTS.some(wants)) {
    const stack = await startBrowserStack(benchDir);
    const floor = await serveFloorPages(path.join(benchDir, "floor"), stack.hostingUrl);
    const app = await serveVariant(path.join(ROOT, "web/dist"), path.join(ROOT, "firebase.json"), stack.hostingUrl);
    const origins = { app: app.url, floor: floor.url };
    try {
      if (wants("lighthouse")) {
        say(`Lighthouse, ${runs.lighthouse} runs a page and preset, each mobile run beside its floor's...`);
        await lighthouseFigures(benchDir, stack, origins, { pages, presets, runs: runs.lighthouse });
      }
      if (wants("daily-open")) {
        say(`The daily open (phone, 4× CPU, slow 4G), ${runs.open} times beside the Chakra floor's cold load...`);
        await dailyOpenFigures(stack, origins, runs.open);
      }
      // Last: the class of 40 it seeds would otherwise be on the board that Lighthouse loads.
      if (wants("interactions")) {
        say(`Interactions (4× slower CPU), ${runs.taps} times each...`);
        await interactionFigures(stack, origins, runs.taps);
      }
    } finally {
      await Promise.all([app.stop(), floor.stop()]);
      await stack.stop();
    }
  }
  const revision = execFileSync("git", ["describe", "--always", "--dirty"], { cwd: ROOT, encoding: "utf8" }).trim();
  const settings = `LIGHTHOUSE_RUNS=${runs.lighthouse}, DAILY_OPEN_RUNS=${runs.open}, INTERACTION_RUNS=${runs.taps}`;
  const everything = chosen.length === 0 && !process.env.LIGHTHOUSE_PAGES && !process.env.LIGHTHOUSE_PRESETS;
  const docs = everything ? path.join(ROOT, "docs/performance.md") : undefined;
  await report(
    benchDir,
    machine,
    `\`npm run bench\` of ${revision}, ${new Date().toISOString().slice(0, 10)} (${settings})`,
    docs,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps().then(() => process.exit()));
