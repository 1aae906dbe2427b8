/**
 * The bench's statistics, one of each: how runs take turns, the median and the percentiles of a figure's runs, and
 * the A/B rule (the median difference of two sides' runs with a 95 % percentile-bootstrap interval, seeded, so that
 * the same runs give the same interval).
 */

/** Each side measured `runs` times, taking turns, the order flipped each round: a drift of the machine falls on all. */
export async function takeTurns<S, R>(
  sides: readonly S[],
  runs: number,
  measure: (side: S, run: number) => Promise<R>,
) {
  const results: R[][] = sides.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    const order = [...sides.keys()];
    if (run % 2 === 1) order.reverse();
    for (const index of order) results[index]?.push(await measure(sides[index] as S, run));
  }
  return results;
}

/** The median: the mean of the two middle values, one and the same value of an odd count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN) + (sorted[Math.floor(sorted.length / 2)] ?? NaN)) / 2;
}

/** The value at `share` of the sorted values, by nearest rank (0.9: the p90; at least the first value). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

/** mulberry32: a small seeded generator, uniform on [0, 1). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** median(B) − median(A), and its 95 % interval: the 2.5th and 97.5th percentiles over the resamples. */
export type Difference = { difference: number; low: number; high: number };

/** B's median minus A's, with its bootstrap interval (`resamples` draws of each side with replacement). */
export function medianDifference(a: readonly number[], b: readonly number[], resamples = 5_000, seed = 1): Difference {
  if (a.length === 0 || b.length === 0) throw new Error("Both sides need at least one run");
  const random = seeded(seed);
  const resample = (values: readonly number[]) =>
    Array.from({ length: values.length }, () => values[Math.floor(random() * values.length)] ?? NaN);
  const differences = Array.from({ length: resamples }, () => median(resample(b)) - median(resample(a)));
  differences.sort((x, y) => x - y);
  const at = (share: number) => differences[Math.min(resamples - 1, Math.floor(share * resamples))] ?? NaN;
  return { difference: median(b) - median(a), low: at(0.025), high: at(0.975) };
}

/** What the interval says of B against A: better or worse when it excludes zero, else no difference shown. */
export function verdict({ low, high }: Difference, higherIsBetter: boolean) {
  if (low > 0) return higherIsBetter ? "better" : "worse";
  if (high < 0) return higherIsBetter ? "worse" : "better";
  return "no difference shown";
}

/** "+120 ms [+40, +210]": the difference and its interval, signed. */
export function describeDifference({ difference, low, high }: Difference, unit = ""): string {
  const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(0)}`;
  return `${signed(difference)}${unit} [${signed(low)}, ${signed(high)}]`;
}
