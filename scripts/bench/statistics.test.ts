import { describe, expect, it } from "vitest";
import { describeDifference, median, medianDifference, percentile, takeTurns, verdict } from "./statistics";

describe("The A/B rule", () => {
  it("When two sides take turns, then each meets the machine first as often as the other, in rounds", async () => {
    const order: string[] = [];
    const runs = await takeTurns(["floor", "page"], 4, async (side, run) => {
      order.push(side);
      return `${side} ${run}`;
    });
    expect(order).toEqual(["floor", "page", "page", "floor", "floor", "page", "page", "floor"]);
    expect(runs).toEqual([
      ["floor 0", "floor 1", "floor 2", "floor 3"],
      ["page 0", "page 1", "page 2", "page 3"],
    ]);
  });

  it("When the counts are odd or even, then the median is the middle value or the mean of the two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("When a percentile is asked for, then it is the value at that rank of the sorted runs", () => {
    const runs = [50, 10, 40, 20, 30, 100, 90, 80, 70, 60];
    expect(percentile(runs, 0.9)).toBe(90);
    expect(percentile(runs, 0.99)).toBe(100);
    expect(percentile(runs, 0.5)).toBe(50);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("When B is clearly faster over 10 runs a side, then the interval excludes zero and says better", () => {
    const a = [910, 950, 1005, 930, 980, 940, 990, 960, 925, 970];
    const b = a.map((value) => value - 120);
    const result = medianDifference(a, b);
    expect(result.difference).toBe(-120);
    expect(result.high).toBeLessThan(0);
    expect(verdict(result, false)).toBe("better");
    // A score that fell by as much is worse.
    expect(verdict(result, true)).toBe("worse");
  });

  it("When the two sides are the same runs shuffled, then no difference is shown", () => {
    const a = [71, 74, 69, 77, 72, 70, 75, 73, 68, 76];
    const result = medianDifference(a, [...a].reverse());
    expect(result.difference).toBe(0);
    expect(result.low).toBeLessThanOrEqual(0);
    expect(result.high).toBeGreaterThanOrEqual(0);
    expect(verdict(result, true)).toBe("no difference shown");
  });

  it("When the same runs are judged twice, then the interval is the same (seeded), and it reads signed", () => {
    const a = [5, 9, 7, 6, 8];
    const b = [7, 11, 9, 10, 8];
    expect(medianDifference(a, b)).toEqual(medianDifference(a, b));
    expect(describeDifference({ difference: 2, low: -1, high: 4.2 }, " ms")).toBe("+2 ms [−1, +4]");
    expect(() => medianDifference([], b)).toThrow(/at least one run/);
  });
});
