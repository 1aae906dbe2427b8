// The Node.js runtime the function is deployed on: firebase.json names it, and the bundle is built for it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");
const firebase = JSON.parse(read("firebase.json")) as { functions: { runtime: string }[] };
const runtimes = firebase.functions.map((codebase) => codebase.runtime);
const major = runtimes[0]?.replace(/^nodejs/, "") ?? "";

describe("The function's runtime", () => {
  it("When firebase.json names it, then the bundle targets that Node and the package names no other", () => {
    expect(runtimes).toHaveLength(1);
    expect(major).toMatch(/^\d+$/);
    expect(read("functions/build.mjs")).toContain(`target: "node${major}"`);
    // An `engines` in the function's package would make a clean install on the README's Node warn.
    expect(JSON.parse(read("functions/package.json"))).not.toHaveProperty("engines");
  });

  it.runIf(process.env.FUNCTIONS_NODE)("When the tests run on the deployed Node (CI), then this is that Node", () => {
    expect(process.versions.node.split(".")[0]).toBe(major);
  });
});
