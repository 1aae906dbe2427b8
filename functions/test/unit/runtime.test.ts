// The Node.js runtime the function is deployed on, named alike in every place that names it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");
const firebase = JSON.parse(read("firebase.json")) as { functions: { runtime: string }[] };
const engines = (JSON.parse(read("functions/package.json")) as { engines: { node: string } }).engines.node;

describe("The function's runtime", () => {
  it("When firebase.json, the package's engines and the bundle's target name it, then they name the same Node", () => {
    expect(firebase.functions.map((codebase) => codebase.runtime)).toEqual([`nodejs${engines}`]);
    expect(read("functions/build.mjs")).toContain(`target: "node${engines}"`);
  });

  it.runIf(process.env.FUNCTIONS_NODE)("When the tests run on the deployed Node (CI), then this is that Node", () => {
    expect(process.versions.node.split(".")[0]).toBe(engines);
  });
});
