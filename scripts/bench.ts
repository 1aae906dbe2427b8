/**
 * `npm run bench`: measures the performance budgets and prints one table — each figure, its budget, pass or
 * fail. Figures are measured, never asserted in tests (sizes are also checked by `npm test -- size`). Needs
 * the ports of firebase.json free (it starts the local stack for the browser figures) and Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH). `npm run bench -- lighthouse api` measures only the parts named
 * (bundle, images, audio, api, reminders, cold-start, body-parse, interactions, lighthouse, daily-open).
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { buildProductionWeb } from "./lib/bundle-size";
import { closeAdminApps } from "./lib/admin";
import { run } from "./lib/run";
import { ROOT } from "./lib/stack";
import { browserFigures, chosenPages, chosenPresets } from "./bench/browser-figures";
import { printTable, say } from "./bench/report";
import {
  apiFigures,
  audioFigures,
  bodyParseFigures,
  bundleFigures,
  coldStartFigures,
  imageFigures,
  reminderFigures,
} from "./bench/server-figures";

const PARTS = [
  "bundle",
  "images",
  "audio",
  "api",
  "reminders",
  "cold-start",
  "body-parse",
  "interactions",
  "lighthouse",
  "daily-open",
];
const chosen = process.argv.slice(2);
const wants = (part: string) => chosen.length === 0 || chosen.includes(part);

async function main() {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const unknown = chosen.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`Unknown part: ${unknown.join(", ")}. Parts: ${PARTS.join(", ")}.`);
  // The run's own folder (bench:compare keeps its builds beside it, in .bench/compare).
  const benchDir = path.join(ROOT, ".bench", "run");
  await rm(benchDir, { recursive: true, force: true });
  await mkdir(benchDir, { recursive: true });

  say("Building (the deployed web build for the bundle figures, the emulator build for Lighthouse)...");
  const prodDist = path.join(benchDir, "web");
  if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0)
    throw new Error("functions build failed");
  if (!(await buildProductionWeb(prodDist, { sourceMaps: true }))) throw new Error("web build failed");
  if ((await run("npm", ["run", "--silent", "build:emulator", "-w", "web", "--", "--logLevel", "warn"])) !== 0)
    throw new Error("web build failed");

  if (wants("bundle")) await bundleFigures(prodDist);
  if (wants("images")) await imageFigures();
  if (wants("audio")) await audioFigures();
  if (wants("api")) await apiFigures();
  if (wants("reminders")) await reminderFigures();
  if (wants("cold-start")) await coldStartFigures();
  if (wants("body-parse")) await bodyParseFigures();
  // Fails here rather than after the builds when a page or preset is misspelt.
  chosenPages();
  chosenPresets();
  if (wants("interactions") || wants("lighthouse") || wants("daily-open")) await browserFigures(benchDir, wants);
  await printTable(benchDir);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps().then(() => process.exit()));
