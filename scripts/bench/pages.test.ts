import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../web/src/config/routes";
import { choose, PAGES } from "./pages";

describe("The pages the bench measures", () => {
  afterEach(() => {
    delete process.env.BENCH_TEST_PAGES;
  });

  it("When the manifest lists a route, then the bench measures it, signed in as who may see it", () => {
    expect(PAGES.map((page) => page.path)).toEqual(routes.map((route) => route.path));
    const byPath = Object.fromEntries(PAGES.map((page) => [page.path, page.session]));
    expect(byPath["/"]).toBe("none");
    expect(byPath["/dashboard"]).toBe("student");
    expect(byPath["/admin/plans"]).toBe("admin");
  });

  it("When a variable names pages, then those are chosen; a misspelt one stops the run, naming the known ones", () => {
    const idOf = (page: (typeof PAGES)[number]) => page.id;
    expect(choose("BENCH_TEST_PAGES", PAGES, idOf)).toHaveLength(routes.length);
    process.env.BENCH_TEST_PAGES = "dashboard, adminBoard";
    expect(choose("BENCH_TEST_PAGES", PAGES, idOf).map(idOf)).toEqual(["dashboard", "adminBoard"]);
    process.env.BENCH_TEST_PAGES = "none";
    expect(choose("BENCH_TEST_PAGES", PAGES, idOf)).toEqual([]);
    process.env.BENCH_TEST_PAGES = "dashbord";
    expect(() => choose("BENCH_TEST_PAGES", PAGES, idOf)).toThrow(/unknown dashbord; known: home, dashboard/);
  });
});
