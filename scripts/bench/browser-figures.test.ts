import { describe, expect, it } from "vitest";
import { floorOf, judge } from "./browser-figures";
import { LIGHTHOUSE_PAGES } from "./lighthouse";

const summary = (median: number, tbt: number, lcp: number) => ({ median, tbt, lcp, text: "" });

describe("Each route against its floor", () => {
  it("When a route needs nobody signed in, then the Chakra floor judges it; signed in, the data floor", () => {
    const floors = Object.fromEntries(LIGHTHOUSE_PAGES.map((page) => [page.path, floorOf(page)]));
    expect(floors["/"]).toBe("floor-chakra");
    expect(floors["/dashboard"]).toBe("floor-data");
    expect(floors["/admin"]).toBe("floor-data");
    expect(new Set(Object.values(floors))).toEqual(new Set(["floor-chakra", "floor-data"]));
  });

  it("When a mobile route is within 5 points, 100 ms of TBT and 0.5 s of LCP of its floor, then it passes, and not a step beyond", () => {
    const floor = summary(80, 300, 2500);
    expect(judge(summary(75, 400, 3000), floor, "mobile").pass).toBe(true);
    expect(judge(summary(74, 400, 3000), floor, "mobile").pass).toBe(false);
    expect(judge(summary(80, 401, 2500), floor, "mobile").pass).toBe(false);
    expect(judge(summary(80, 300, 3001), floor, "mobile").pass).toBe(false);
    expect(judge(summary(98, 0, 0), floor, "desktop").pass).toBe(true);
    expect(judge(summary(97, 0, 0), floor, "desktop").pass).toBe(false);
  });
});
