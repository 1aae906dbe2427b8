import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToday } from "./use-today";

describe("useToday", () => {
  afterEach(() => vi.useRealTimers());

  it("When the page stays open past midnight, then today moves on to the new day", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 30));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe("2026-11-23");
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe("2026-11-24");
  });

  it("When the tab comes back after sleeping past midnight, then today is checked again", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 22, 0));
    const { result } = renderHook(() => useToday());
    vi.setSystemTime(new Date(2026, 10, 24, 7, 0));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current).toBe("2026-11-24");
  });
});
