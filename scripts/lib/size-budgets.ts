/**
 * The size budgets of the production build: the app's first load (below), each screen's largest chunk loaded
 * on demand (web/build/screen-budgets.ts) and the function's bundle. One figure per budget,
 * described with its margin or its excess. Used by `npm test -- size` and the bench. A budget starts at the
 * size measured when it was set plus a few percent, so that real growth fails while a dependency's patch
 * release does not; raising one is a decision for review.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { firstLoadOf, gzipSize, KB, lazyChunksOf, total, type WebBuild } from "./bundle-size";

/** The first load of every page (index.html: the entry, what it imports, its stylesheet), gzip, in KB. */
export const FIRST_LOAD_BUDGET = { jsKb: 150, cssKb: 1 };

/** The service worker (sw.js and the Workbox runtime it loads), gzip, in KB. */
export const SERVICE_WORKER_BUDGET_KB = 7.5;

/** The function's bundle (functions/lib/index.js) as written, in KB: every cold start reads and parses all of it. */
export const FUNCTION_BUNDLE_BUDGET_KB = 1560;

/** A screen's budget, as the build writes it from the route manifest (web/build/screen-budgets.ts). */
export interface ScreenBudget {
  path: string;
  /** The screen's module as Vite's manifest names it (relative to web/). */
  module: string;
  budgetKb: number;
}

/** Every screen of the route manifest with its budget, as the build wrote them. */
export const screenBudgetsOf = async (build: WebBuild): Promise<ScreenBudget[]> =>
  JSON.parse((await build.contents(".vite/screen-budgets.json")).toString("utf8")) as ScreenBudget[];

export interface SizeFigure {
  /** What is measured, e.g. "first-load JS". */
  name: string;
  /** Bytes as the budget counts them: gzip level 9 for the web app, as written for the function. */
  bytes: number;
  budgetKb: number;
  /** The file behind the figure, when it is one chunk. */
  file?: string;
}

export interface SizeCheck {
  figures: SizeFigure[];
  /** Budgets that cannot be measured as written. */
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const withinBudget = (figure: SizeFigure) => figure.bytes <= figure.budgetKb * KB;

/** "first-load JS: 152.3 KB > 150 KB budget (+2.3 KB)", or the figure with what it has to spare. */
export function describeFigure(figure: SizeFigure): string {
  const difference = Math.abs(figure.bytes - figure.budgetKb * KB);
  const file = figure.file ? `; ${figure.file}` : "";
  return withinBudget(figure)
    ? `${figure.name}: ${kb(figure.bytes)} ≤ ${figure.budgetKb} KB budget (${kb(difference)} to spare${file})`
    : `${figure.name}: ${kb(figure.bytes)} > ${figure.budgetKb} KB budget (+${kb(difference)}${file})`;
}

export async function checkSizeBudgets(
  build: WebBuild,
  firstLoad = FIRST_LOAD_BUDGET,
  screens?: ScreenBudget[],
): Promise<SizeCheck> {
  const problems: string[] = [];
  const load = await firstLoadOf(build, "index.html");
  const figures: SizeFigure[] = [
    { name: "first-load JS", bytes: total(load.js), budgetKb: firstLoad.jsKb },
    { name: "first-load CSS", bytes: total(load.css), budgetKb: firstLoad.cssKb },
  ];
  for (const { path, module, budgetKb } of screens ?? (await screenBudgetsOf(build))) {
    if (!build.manifest[module]?.isDynamicEntry) {
      problems.push(`${path}: ${module} is not loaded on demand in this build (web/src/config/routes.ts)`);
      continue;
    }
    const [largest] = await lazyChunksOf(build, [module], load);
    figures.push({
      name: `largest lazy chunk of ${path}`,
      bytes: largest?.gzipBytes ?? 0,
      budgetKb,
      ...(largest ? { file: largest.file } : {}),
    });
  }
  return { figures, problems };
}

/**
 * The function's bundle as written (not gzip): a cold start reads and parses all of it, whatever each request
 * uses, so its size is the part of the cold start a change can grow without anyone noticing.
 */
export async function functionBundleFigure(bundlePath: string, budgetKb = FUNCTION_BUNDLE_BUDGET_KB) {
  const figure: SizeFigure = { name: "the function's bundle (as written)", bytes: (await stat(bundlePath)).size, budgetKb };
  return figure;
}

/**
 * The service worker a visit installs: sw.js and the Workbox runtime beside it (the precached app is the
 * build's own files, budgeted above). A build without one is a figure of 0 bytes, which the journeys catch.
 */
export async function serviceWorkerFigure(distDir: string, budgetKb = SERVICE_WORKER_BUDGET_KB): Promise<SizeFigure> {
  const files = (await readdir(distDir)).filter((file) => /^(sw|workbox-[\w-]+)\.js$/.test(file));
  let bytes = 0;
  for (const file of files) bytes += gzipSize(await readFile(path.join(distDir, file)));
  return { name: "the service worker (sw.js and Workbox, gzip)", bytes, budgetKb };
}
