import { describe, expect, it } from "vitest";
import { floorOf, judge } from "./floor";
import { PAGES } from "./pages";

const summary = (score: number, tbt: number, lcp: number) => ({ score, tbt, lcp });

describe("Each route against its floor", () => {
  it("When a route needs nobody signed in, then the Chakra floor judges it; signed in, the data floor", () => {
    const floors = Object.fromEntries(PAGES.map((page) => [page.path, floorOf(page).id]));
    expect(floors["/"]).toBe("floor-chakra");
    expect(floors["/dashboard"]).toBe("floor-data");
    expect(floors["/admin"]).toBe("floor-data");
    expect(new Set(Object.values(floors))).toEqual(new Set(["floor-chakra", "floor-data"]));
  });

  it("When a mobile route is within 5 points, 100 ms of TBT and 0.5 s of LCP of its floor, then it passes, and not a step beyond", () => {
    const floor = summary(80, 300, 2500);
    expect(judge(summary(75, 400, 3000), floor).pass).toBe(true);
    expect(judge(summary(74, 400, 3000), floor).pass).toBe(false);
    expect(judge(summary(80, 401, 2500), floor).pass).toBe(false);
    expect(judge(summary(80, 300, 3001), floor).pass).toBe(false);
    expect(judge(summary(74, 400, 3000), floor).difference).toBe(
      "−6, TBT +100 ms, LCP +500 ms to the floor (80, TBT 300 ms, LCP 2,500 ms)",
    );
  });
});
