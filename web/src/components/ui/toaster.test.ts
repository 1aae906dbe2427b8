import { afterEach, describe, expect, it, vi } from "vitest";
import { toaster, toastPlacement } from "./toast-list";
import { notify } from "./toaster";

describe("toasts (requirements §9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows errors and plain messages for 4000 ms and successes for 2000 ms", async () => {
    const create = vi.spyOn(toaster, "create");
    await notify.error("Failed to upload proof");
    await notify.info("Hello");
    await notify.success("Proof removed");
    expect(create.mock.calls.map(([options]) => [options.title, options.type, options.duration])).toEqual([
      ["Failed to upload proof", "error", 4000],
      ["Hello", "info", 4000],
      ["Proof removed", "success", 2000],
    ]);
  });

  it("holds at most 20 toasts", () => {
    expect(toaster.attrs.max).toBe(20);
  });

  it("shows them at the top on a phone, where they cover no form's last buttons, and in the corner elsewhere", () => {
    const media = (matches: boolean) => vi.spyOn(window, "matchMedia").mockReturnValue({ matches } as MediaQueryList);
    media(true);
    expect(toastPlacement()).toBe("top");
    media(false);
    expect(toastPlacement()).toBe("bottom-end");
  });
});
