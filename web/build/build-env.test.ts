// The build's settings are checked before anything is built: what a wrong one says, and that right ones pass.
import { describe, expect, it } from "vitest";
import { buildEnvProblems } from "./build-env";

describe("buildEnvProblems", () => {
  it("When every setting is unset or well formed, then there is no problem", () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(
      buildEnvProblems({
        VITE_CONTACT_EMAIL: "team@school.example",
        VITE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
      }),
    ).toEqual([]);
  });

  it("When a setting is malformed, then the problem names it and its value", () => {
    expect(
      buildEnvProblems({ VITE_CONTACT_EMAIL: "team at school", VITE_AUTH_EMULATOR_URL: "127.0.0.1:9099 x" }),
    ).toEqual([
      'VITE_CONTACT_EMAIL must be an e-mail address, got "team at school"',
      'VITE_AUTH_EMULATOR_URL must be a URL, got "127.0.0.1:9099 x"',
    ]);
  });
});
