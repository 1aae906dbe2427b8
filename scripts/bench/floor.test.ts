import { mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/stack";
import { buildFloor, floorOf, judge } from "./floor";
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

describe("The data floor's trips", () => {
  it("When the data floor is built, then its list's code is one chunk its entry loads on demand, as a screen's is", async () => {
    // Inside the repository, where the pages' imports resolve.
    await mkdir(path.join(ROOT, ".test-data"), { recursive: true });
    const dir = await mkdtemp(path.join(ROOT, ".test-data", "floor-"));
    try {
      const { dist } = await buildFloor(dir);
      const lists = (await readdir(path.join(dist, "assets"))).filter((name) => /^data-list-.*\.js$/.test(name));
      expect(lists).toHaveLength(1);
      const page = await readFile(path.join(dist, "data.html"), "utf8");
      const entry = /<script type="module"[^>]* src="\/?([^"]+)"/.exec(page)?.[1];
      if (!entry) throw new Error(`data.html names no module script:\n${page}`);
      expect(await readFile(path.join(dist, entry), "utf8")).toMatch(
        new RegExp(`import\\(["'\`]\\./${lists[0]}["'\`]\\)`),
      );
      // Asked for by the code, not by the page: not preloaded beside the entry.
      expect(page).not.toContain(lists[0]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
