// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paths, routes } from "./routes";
import { SCREEN_BUDGETS_KB } from "../../build/screen-budgets";
import english from "@common/locales/en.json";

interface Rewrite {
  source: string;
  destination?: string;
  function?: unknown;
}
interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const hosting = (
  JSON.parse(readFileSync(new URL("../../../firebase.json", import.meta.url), "utf8")) as {
    hosting: { rewrites: Rewrite[]; headers: HeaderRule[] };
  }
).hosting;

/** Hosting's glob, as far as firebase.json uses it: exact paths, `/x/**` and `**`. */
const matches = (source: string, path: string) =>
  source === "**" || source === path || (source.endsWith("/**") && path.startsWith(source.slice(0, -2)));

describe("the route manifest", () => {
  it("names each route and path once, and every path by its name", () => {
    expect(new Set(routes.map((row) => row.name)).size).toBe(routes.length);
    expect(new Set(routes.map((row) => row.path)).size).toBe(routes.length);
    for (const row of routes) expect(paths[row.name]).toBe(row.path);
  });

  it("gives every screen an existing module and a size budget, and every admin screen a sidebar link", () => {
    for (const row of routes) {
      if (!("screen" in row)) continue;
      expect(existsSync(new URL(`../${row.screen.module}`, import.meta.url)), row.screen.module).toBe(true);
      expect(SCREEN_BUDGETS_KB[row.name], row.path).toBeGreaterThan(0);
      expect((english as Record<string, string>)[`route.${row.name}`], row.path).toBeTruthy();
      if (row.access === "admin") expect("nav" in row, row.path).toBe(true);
    }
  });

  it("is what firebase.json serves: every route the app's page, with the page's security policy", () => {
    for (const { path } of routes) {
      const rewrite = hosting.rewrites.find((candidate) => matches(candidate.source, path));
      expect(rewrite?.destination, path).toBe("/index.html");
      const policy = hosting.headers
        .filter((rule) => matches(rule.source, path))
        .flatMap((rule) => rule.headers)
        .find((header) => header.key === "Content-Security-Policy");
      expect(policy?.value, path).toContain("frame-ancestors 'none'");
    }
    // The API's answers keep the function's own, stricter policy: Hosting adds none of its page policy there.
    const apiPolicies = hosting.headers
      .filter((rule) => matches(rule.source, "/api/users/is-auth"))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === "Content-Security-Policy");
    expect(apiPolicies).toEqual([]);
    // Nothing else is rewritten but the API to the function and every other address to the app's page.
    expect(hosting.rewrites.map((rewrite) => rewrite.source)).toEqual(["/api/**", "**"]);
  });

  it("is what the README's table of routes names: every route, once, in the manifest's order", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    const named = [...readme.matchAll(/^\| `(\/[^`]*)` \|/gm)].map((match) => match[1]);
    expect(named).toEqual(routes.map((route) => route.path));
  });
});
