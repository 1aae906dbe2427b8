import { describe, expect, it } from "vitest";
import { describeFunctionNode } from "./stack";

describe("Which Node runs the function", () => {
  it("When no FUNCTIONS_NODE is set, then npm start names this machine's Node and the deployed runtime", () => {
    expect(describeFunctionNode("")).toBe(
      `The function runs on this machine's Node ${process.version}; deployed on Node 24 (firebase.json). ` +
        "Set FUNCTIONS_NODE to a Node 24 binary to run it on that one.",
    );
  });

  it("When FUNCTIONS_NODE names a Node, then that Node's version is named", () => {
    expect(describeFunctionNode(process.execPath)).toBe(
      `The function runs on Node ${process.version} (FUNCTIONS_NODE); deployed on Node 24 (firebase.json).`,
    );
  });
});
