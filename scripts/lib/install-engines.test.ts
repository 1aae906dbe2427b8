// A clean `npm install` with the Node the README names prints no EBADENGINE warning: every package in the
// lock file, the workspaces' own included, accepts that Node.
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { ROOT } from "./stack";

const read = (file: string) => readFileSync(`${ROOT}/${file}`, "utf8");

describe("The Node the README names", () => {
  const named = /Node\.js (\d+\.\d+)\+/.exec(read("README.md"))?.[1];
  const root = JSON.parse(read("package.json")) as { engines: { node: string } };

  it("When the README, .nvmrc and the root's engines name a Node, then they agree", () => {
    expect(named).toBeDefined();
    expect(semver.satisfies(`${named}.0`, root.engines.node)).toBe(true);
    expect(read(".nvmrc").trim()).toBe(semver.major(`${named}.0`).toString());
  });

  it("When the lock file's packages name the Node they need, then the README's Node satisfies each", () => {
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .map(([where, entry]) => ({ where: where || "(root)", node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ node }) => node !== undefined && !semver.satisfies(`${named}.0`, node, { includePrerelease: true }));
    expect(refusing).toEqual([]);
  });
});
