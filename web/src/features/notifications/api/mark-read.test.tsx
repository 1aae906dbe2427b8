import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/ui/toaster";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { appWrapper } from "@/testing/render";
import { useMarkRead } from "./mark-read";

describe("Mark as read", () => {
  resetFetchAndCookiesAfterEach();

  it("When an earlier click fails while a later one succeeds, then the failure is still toasted", async () => {
    const error = vi.spyOn(notify, "error").mockResolvedValue("toast");
    let release: (response: Response) => void = () => undefined;
    const first = new Promise<Response>((resolve) => (release = resolve));
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockReturnValueOnce(first)
        .mockResolvedValue(jsonResponse(200, { success: true, message: "ok", notifications: [] })),
    );
    const { result } = renderHook(() => useMarkRead(), { wrapper: appWrapper() });
    act(() => result.current.mutate("n-1"));
    act(() => result.current.mutate("n-2"));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    release(jsonResponse(500, { success: false, message: "Database down" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Failed to mark as read", "Database down"));
    error.mockRestore();
  });
});
