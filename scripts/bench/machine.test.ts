import { describe, expect, it } from "vitest";
import { describeMachine, isBusy } from "./machine";

const quiet = { load: 0.4, cores: 2, loopMs: 110, quietMs: 100 };

describe("How busy the machine is", () => {
  it("When the load is within the cores and the loop near its quiet time, then the machine is quiet", () => {
    expect(isBusy(quiet)).toBe(false);
    expect(isBusy({ ...quiet, load: 2, loopMs: 125 })).toBe(false);
    expect(describeMachine(quiet)).toBe("machine: load 0.40 on 2 cores; CPU loop 110 ms, quiet 100 ms (1.10×): quiet");
  });

  it("When there is more work than cores, or the loop is over a quarter slower, then the machine is busy", () => {
    expect(isBusy({ ...quiet, load: 2.01 })).toBe(true);
    expect(isBusy({ ...quiet, loopMs: 126 })).toBe(true);
    expect(describeMachine({ ...quiet, load: 15.06 })).toMatch(/load 15.06 on 2 cores; .*: busy$/);
  });
});
