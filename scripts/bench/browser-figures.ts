/**
 * The browser figures, each judged against what this machine gives in the same run: Lighthouse's pages, each
 * against its floor (bench/floor.ts), the two taking turns; the daily open against the Chakra floor's cold load;
 * the interactions against the good threshold of Interaction to Next Paint.
 */
import path from "node:path";
import type { BrowserStack } from "./browser-stack";
import { measureDailyOpen } from "./daily-open";
import { floorOf } from "./floor";
import { INTERACTIONS, runInteractions } from "./interactions";
import { alternate, lhciAssert, type LighthousePreset, type LighthouseScores } from "./lighthouse";
import type { BenchPage } from "./pages";
import { add, ms } from "./report";
import { median, percentile } from "./statistics";

/** The servers the figures load pages from: the app's build and the floor's pages, served alike. */
export interface Origins {
  app: string;
  floor: string;
}

export interface Summary {
  score: number;
  tbt: number;
  lcp: number;
}

export const summaryOf = (scores: LighthouseScores[]): Summary => ({
  score: median(scores.map((score) => score.performance)),
  tbt: median(scores.map((score) => score.values.TBT)),
  lcp: median(scores.map((score) => score.values.LCP)),
});

const describe = ({ score, tbt, lcp }: Summary) => `${score.toFixed(0)}, TBT ${ms(tbt)}, LCP ${ms(lcp)}`;
const signed = (value: number, unit = "") =>
  `${value >= 0 ? "+" : "−"}${Math.round(Math.abs(value)).toLocaleString("en-US")}${unit}`;

/** The mobile rule: a route's median score at most 5 under its floor's, TBT at most 100 ms and LCP 0.5 s over. */
export function judge(route: Summary, floor: Summary) {
  return {
    pass: route.score >= floor.score - 5 && route.tbt <= floor.tbt + 100 && route.lcp <= floor.lcp + 500,
    difference:
      `${signed(route.score - floor.score)}, TBT ${signed(route.tbt - floor.tbt, " ms")}, ` +
      `LCP ${signed(route.lcp - floor.lcp, " ms")} to the floor (${describe(floor)})`,
  };
}

/**
 * Each page `runs` times in each preset. Mobile: the page and its floor take turns, and the page is judged
 * against it. Desktop's score and every run's accessibility and best practices: Lighthouse CI's `assert`.
 */
export async function lighthouseFigures(
  benchDir: string,
  stack: BrowserStack,
  origins: Origins,
  { pages, presets, runs }: { pages: BenchPage[]; presets: LighthousePreset[]; runs: number },
) {
  for (const preset of presets) {
    const measured: { page: BenchPage; scores: LighthouseScores[]; floor?: LighthouseScores[] }[] = [];
    for (const page of pages) {
      const side = (of: BenchPage, origin: string, report: string) => ({
        url: `${origin}${of.path}`,
        cookies: stack.cookies[of.session],
        report: path.join(benchDir, `lighthouse-${page.id}-${preset}${report}`),
      });
      const app = side(page, origins.app, "");
      if (preset === "desktop") measured.push({ page, scores: (await alternate([app], preset, runs))[0] ?? [] });
      else {
        const [floor = [], scores = []] = await alternate(
          [side(floorOf(page), origins.floor, "-floor"), app],
          preset,
          runs,
        );
        measured.push({ page, scores, floor });
      }
    }
    // A run Lighthouse could not measure has no scores to assert (its row shows it missing).
    const reports = measured.flatMap(({ scores }) => scores.filter((s) => !s.runtimeError).map((s) => s.reportPath));
    const assertions = await lhciAssert(path.join(benchDir, `lhci-${preset}`), preset, reports);
    for (const { page, scores, floor } of measured) {
      const asserted = (category: string) =>
        assertions.find(
          (assertion) => assertion.auditProperty === category && new URL(assertion.url).pathname === page.path,
        );
      const label = `Lighthouse ${page.path} (${preset})`;
      const summary = summaryOf(scores);
      if (floor) {
        const judged = judge(summary, summaryOf(floor));
        add(
          `${label}: performance`,
          `${describe(summary)}; ${judged.difference}`,
          "floor − 5, TBT + 100 ms, LCP + 0.5 s",
          judged.pass,
        );
      } else {
        const performance = asserted("performance");
        add(`${label}: performance`, describe(summary), "median ≥ 98 (Lighthouse CI)", performance?.passed ?? false);
      }
      const everyRun = ["accessibility", "best-practices"].map(asserted);
      add(
        `${label}: accessibility / best practices`,
        everyRun.map((assertion) => assertion?.values.map((value) => value * 100).join(", ") ?? "?").join(" / "),
        "100 in every run (Lighthouse CI)",
        everyRun.every((assertion) => assertion?.passed === true),
      );
    }
  }
}

/**
 * The daily open (bench/daily-open.ts), `runs` times: today's tasks from the device no later than the Chakra
 * floor paints its list on a cold load, the two taking turns; and, as a reference, the fresh answer in place.
 */
export async function dailyOpenFigures(stack: BrowserStack, origins: Origins, runs: number) {
  const { apps, floorList } = await measureDailyOpen([origins.app], origins.floor, stack.cookies.student, runs);
  const { fromDevice = [], fresh = [] } = apps[0] ?? {};
  const listed = (values: number[]) => `${ms(median(values))} (${values.map((value) => value.toFixed(0)).join(", ")})`;
  const floor = median(floorList);
  add(
    `Daily open: today's tasks from the device, median of ${runs}`,
    listed(fromDevice),
    `≤ the Chakra floor's list, cold: ${listed(floorList)}`,
    median(fromDevice) <= floor,
  );
  add(`Daily open: the fresh answer in place, median of ${runs}`, listed(fresh), "reference", null);
}

/** Every interaction, `repetitions` times: its median at most 200 ms. */
export async function interactionFigures(stack: BrowserStack, origins: Origins, repetitions: number) {
  const [measured = []] = await runInteractions([origins.app], Object.keys(INTERACTIONS), stack, repetitions);
  for (const { name, samples } of measured) {
    add(
      `${name}, median / p90 of ${samples.length}`,
      `${ms(median(samples))} / ${ms(percentile(samples, 0.9))}`,
      "median ≤ 200 ms",
      median(samples) <= 200,
    );
  }
}
