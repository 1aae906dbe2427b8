/**
 * `npm run bench`: the timings, each judged against a reference of the same run, the machine's state at the top
 * (docs/performance.md). Needs firebase.json's ports free and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * `npm run bench -- lighthouse latency` runs the parts named; a run of everything rewrites docs/performance.md's table.
 */
import { execFileSync } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./lib/stack";
import { withBrowserStack } from "./bench/browser";
import { coldStartFigures } from "./bench/cold-start";
import { dailyOpenFigures } from "./bench/daily-open";
import { buildFloor } from "./bench/floor";
import { interactionFigures } from "./bench/interactions";
import { latencyFigures } from "./bench/latency";
import { addManyFigures } from "./bench/add-many";
import { LIGHTHOUSE_PRESETS, lighthouseFigures } from "./bench/lighthouse";
import { choose, count, PAGES } from "./bench/pages";
import { command, report, say } from "./bench/report";
import { reviewBatchFigures } from "./bench/review-batch";
import { buildWeb } from "./bench/variant-server";

const PARTS = ["cold-start", "latency", "review-batch", "add-many", "lighthouse", "daily-open", "interactions"];
const chosen = process.argv.slice(2);
const wants = (part: string) => chosen.length === 0 || chosen.includes(part);
// Checked before anything is built, so that a misspelt name stops the run at once.
const unknown = chosen.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) throw new Error(`Unknown part: ${unknown.join(", ")}. Parts: ${PARTS.join(", ")}.`);
const pages = choose("LIGHTHOUSE_PAGES", PAGES, (page) => page.id);
const presets = choose("LIGHTHOUSE_PRESETS", LIGHTHOUSE_PRESETS, (preset) => preset);
const runs = {
  lighthouse: count("LIGHTHOUSE_RUNS", 5),
  open: count("DAILY_OPEN_RUNS", 10),
  taps: count("INTERACTION_RUNS", 10),
};

command(async (machine) => {
  const benchDir = path.join(ROOT, ".bench", "run");
  await rm(benchDir, { recursive: true, force: true });
  await mkdir(benchDir, { recursive: true });
  if (wants("cold-start")) {
    say("Cold start...");
    await coldStartFigures();
  }
  if (wants("latency")) {
    say("Latency: the API against the same Firestore calls made directly, 50 clients...");
    await latencyFigures();
  }
  if (wants("review-batch")) {
    say("A batch approval: 40 proofs in one request...");
    await reviewBatchFigures();
  }
  if (wants("add-many")) {
    say("Add many: a class of 300 in one list, invited, into a group...");
    await addManyFigures();
  }
  if (["lighthouse", "daily-open", "interactions"].some(wants)) {
    say("Building the web app for the emulators, and the floor's pages...");
    const builds = [buildWeb(ROOT), await buildFloor(path.join(benchDir, "floor"))];
    await withBrowserStack(benchDir, builds, async (stack, [app = "", floor = ""]) => {
      if (wants("lighthouse")) {
        say(`Lighthouse, ${runs.lighthouse} runs a page and preset, each mobile run beside its floor's...`);
        await lighthouseFigures(benchDir, stack, { app, floor }, { pages, presets, runs: runs.lighthouse });
      }
      if (wants("daily-open")) {
        say(`The daily open (phone, 4× CPU, slow 4G), ${runs.open} times beside the Chakra floor's cold load...`);
        await dailyOpenFigures(app, floor, stack.cookies.student, runs.open);
      }
      // Last: the class of 40 it seeds would otherwise be on the board that Lighthouse loads.
      if (wants("interactions")) {
        say(`Interactions (4× slower CPU), ${runs.taps} times each...`);
        await interactionFigures(app, stack, runs.taps);
      }
    });
  }
  const revision = execFileSync("git", ["describe", "--always", "--dirty"], { cwd: ROOT, encoding: "utf8" }).trim();
  const settings = `LIGHTHOUSE_RUNS=${runs.lighthouse}, DAILY_OPEN_RUNS=${runs.open}, INTERACTION_RUNS=${runs.taps}`;
  const everything = chosen.length === 0 && !process.env.LIGHTHOUSE_PAGES && !process.env.LIGHTHOUSE_PRESETS;
  const run = `\`npm run bench\` of ${revision}, ${new Date().toISOString().slice(0, 10)} (${settings})`;
  await report(benchDir, machine, run, everything ? path.join(ROOT, "docs/performance.md") : undefined);
});
