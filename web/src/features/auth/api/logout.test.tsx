import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "@/lib/api/session";
import { forgetProofs, queueProof } from "@/lib/offline/proof-outbox";
import { setWaitingProofs } from "@/lib/offline/waiting-proofs";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { proofToQueue } from "@/testing/proofs";
import { appWrapper, testUser } from "@/testing/render";
import { useLogout } from "./logout";

describe("useLogout", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(() => forgetProofs(null));

  it("When a proof waits on the device, even one kept by another tab, then logout is held back and says why", async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(sessionQueryKey, testUser({ _id: "s1" }));
    await queueProof(proofToQueue("t1"));
    // This tab has not seen it: another tab kept it.
    setWaitingProofs([]);
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { success: true, message: "You have been logged out." }));
    vi.stubGlobal("fetch", fetchMock);
    const Providers = appWrapper(client);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers>
        <MemoryRouter>{children}</MemoryRouter>
      </Providers>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe("A proof is still waiting to be sent: send it or discard it first.");
    expect(fetchMock).not.toHaveBeenCalled();

    await forgetProofs(null);
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });
});
