import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "@/lib/api/session";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { appWrapper, testUser } from "@/testing/render";
import { useLogout } from "./logout";

// The device's store held by another tab: reading the waiting proofs never answers.
vi.mock("@/lib/offline/proof-outbox", () => ({ showWaitingProofs: () => new Promise(() => {}) }));

describe("useLogout with a store that does not answer", () => {
  resetFetchAndCookiesAfterEach();

  it("When reading the device's waiting proofs never ends, then logout still finishes within a few seconds", async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(sessionQueryKey, testUser({ _id: "s1" }));
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: true, message: "Logged out" })));
    const Providers = appWrapper(client);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers>
        <MemoryRouter>{children}</MemoryRouter>
      </Providers>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.logout());
    await waitFor(() => expect(client.getQueryData(sessionQueryKey)).toBeNull(), { timeout: 4_000 });
  });
});
