/**
 * The size budgets of web/size-budgets.ts against a production build: one figure per budget, each described
 * with its margin or its excess, and a problem for every screen the router loads on demand that no route
 * budget covers (a new screen must come with its budget). Used by `npm test -- size` and the bench.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FirstLoadBudget, LazyChunkBudget } from "../../web/size-budgets";
import { firstLoadOf, KB, lazyChunksOf, total, type Manifest, type WebBuild } from "./bundle-size";

export interface SizeBudgets {
  firstLoad: FirstLoadBudget[];
  lazyChunks: LazyChunkBudget[];
}

export interface SizeFigure {
  /** What is measured, e.g. "first-load JS of /dashboard". */
  name: string;
  /** Bytes as the budget counts them: gzip level 9 for the web app, as written for the function. */
  bytes: number;
  budgetKb: number;
  /** The file behind the figure, when it is one chunk. */
  file?: string;
}

export interface SizeCheck {
  figures: SizeFigure[];
  /** Budgets that cannot be measured as written, and screens without a budget. */
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const withinBudget = (figure: SizeFigure) => figure.bytes <= figure.budgetKb * KB;

/** "first-load JS of /: 152.3 KB > 150 KB budget (+2.3 KB)", or the figure with what it has to spare. */
export function describeFigure(figure: SizeFigure): string {
  const difference = Math.abs(figure.bytes - figure.budgetKb * KB);
  const file = figure.file ? `; ${figure.file}` : "";
  return withinBudget(figure)
    ? `${figure.name}: ${kb(figure.bytes)} ≤ ${figure.budgetKb} KB budget (${kb(difference)} to spare${file})`
    : `${figure.name}: ${kb(figure.bytes)} > ${figure.budgetKb} KB budget (+${kb(difference)}${file})`;
}

export async function checkSizeBudgets(
  build: WebBuild,
  budgets: SizeBudgets,
  routerSource: string,
): Promise<SizeCheck> {
  const figures: SizeFigure[] = [];
  const problems = unbudgetedScreens(build.manifest, budgets, routerSource);
  for (const { page, html, jsKb, cssKb } of budgets.firstLoad) {
    const load = await firstLoadOf(build, html);
    figures.push({ name: `first-load JS of ${page}`, bytes: total(load.js), budgetKb: jsKb });
    figures.push({ name: `first-load CSS of ${page}`, bytes: total(load.css), budgetKb: cssKb });
  }
  const appFirstLoad = await firstLoadOf(build, "index.html");
  for (const { route, screens, largestChunkKb } of budgets.lazyChunks) {
    const missing = screens.filter((screen) => !build.manifest[screen]?.isDynamicEntry);
    if (missing.length > 0) {
      problems.push(`${route}: ${missing.join(", ")} is not loaded on demand in this build (web/size-budgets.ts)`);
      continue;
    }
    const [largest] = await lazyChunksOf(build, screens, appFirstLoad);
    figures.push({
      name: `largest lazy chunk of ${route}`,
      bytes: largest?.gzipBytes ?? 0,
      budgetKb: largestChunkKb,
      ...(largest ? { file: largest.file } : {}),
    });
  }
  return { figures, problems };
}

/**
 * The function's bundle as written (not gzip): a cold start reads and parses all of it, whatever each request
 * uses, so its size is the part of the cold start a change can grow without anyone noticing.
 */
export async function functionBundleFigure(bundlePath: string, budgetKb: number): Promise<SizeFigure> {
  return { name: "the function's bundle (as written)", bytes: (await stat(bundlePath)).size, budgetKb };
}

/**
 * The modules router.tsx imports dynamically (`import("@/features/…")`, `import("./layouts/…")`), as manifest
 * keys: each is a screen, and each screen must belong to a route with a budget.
 */
export function unbudgetedScreens(manifest: Manifest, budgets: SizeBudgets, routerSource: string): string[] {
  const budgeted = new Set(budgets.lazyChunks.flatMap((budget) => budget.screens));
  const problems: string[] = [];
  for (const [, specifier = ""] of routerSource.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const module = specifier.startsWith("@/") ? `src/${specifier.slice(2)}` : path.posix.join("src/app", specifier);
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.tsx?$/, "") === module);
    if (!key) problems.push(`router.tsx loads ${specifier} on demand, but the build has no chunk for it`);
    else if (!budgeted.has(key)) {
      problems.push(`router.tsx loads ${key} on demand, but no route in web/size-budgets.ts names it: give it a budget`);
    }
  }
  return problems;
}
