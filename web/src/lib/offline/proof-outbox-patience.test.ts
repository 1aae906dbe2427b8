import { describe, expect, it, vi } from "vitest";

// The device's store held by another tab: it never answers.
vi.mock("idb-keyval", () => ({
  keys: () => new Promise(() => {}),
  get: () => new Promise(() => {}),
  set: () => new Promise(() => {}),
  del: () => new Promise(() => {}),
}));

const { holdingLogout } = await import("./proof-outbox");
const { setWaitingProofs } = await import("./waiting-proofs");

describe("A logout when the device's store does not answer", () => {
  it("When reading the waiting proofs never ends, then the logout goes on after two seconds with what this tab knows", async () => {
    vi.useFakeTimers();
    try {
      // After two seconds of the store's silence, whatever it holds.
      const patient = (discard: boolean) => {
        const held = holdingLogout("s1", discard);
        void vi.advanceTimersByTimeAsync(2_000);
        return held;
      };
      expect(await patient(false)).toBeNull();
      setWaitingProofs([["t1", { taskName: "Diary", problem: null }]]);
      expect(await patient(false)).toEqual([{ taskId: "t1", taskName: "Diary", problem: null }]);
      // Discarding goes on too: the logout is not held.
      expect(await patient(true)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
