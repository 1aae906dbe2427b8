import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "@/lib/api/session";
import { showLanguage } from "@/lib/i18n/i18n";
import { onLogoutElsewhere } from "@/lib/api/session-events";
import { forgetProofs, queueProof } from "@/lib/offline/proof-outbox";
import { hasWaitingProofs, setWaitingProofs } from "@/lib/offline/waiting-proofs";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { proofToQueue } from "@/testing/proofs";
import { appWrapper, testUser } from "@/testing/render";
import { useLogout } from "./logout";

function renderLogout() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(sessionQueryKey, testUser({ _id: "s1" }));
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
  return { client, fetchMock, ...renderHook(() => useLogout(), { wrapper }) };
}

describe("useLogout", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(() => forgetProofs(null));

  it("When a proof waits on the device, even one kept by another tab, then logout names it and logs out only once it is discarded", async () => {
    await queueProof(proofToQueue("t1"));
    // This tab has not seen it: another tab kept it.
    setWaitingProofs([]);
    const { client, fetchMock, result } = renderLogout();
    act(() => result.current.logout());
    await waitFor(() => expect(result.current.waiting).not.toBeNull());
    expect(result.current.waiting).toEqual([expect.objectContaining({ taskId: "t1", problem: null })]);
    expect(result.current.waiting?.[0]?.taskName).toBe(proofToQueue("t1").taskName);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(sessionQueryKey)).not.toBeNull();

    const announced = vi.fn();
    const stop = onLogoutElsewhere(announced);
    act(() => result.current.discardAndLogout());
    await waitFor(() => expect(client.getQueryData(sessionQueryKey)).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasWaitingProofs()).toBe(false);
    expect(result.current.waiting).toBeNull();
    // The other tabs hear of it.
    await waitFor(() => expect(announced).toHaveBeenCalled());
    stop();
  });

  it("When the student chooses to send first, then they stay signed in and the sender is asked to try again", async () => {
    await queueProof(proofToQueue("t2"));
    const { client, fetchMock, result } = renderLogout();
    const asked = vi.fn();
    window.addEventListener("task-planner:send-waiting-proofs", asked);
    act(() => result.current.logout());
    await waitFor(() => expect(result.current.waiting).not.toBeNull());
    act(() => result.current.sendFirst());
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(result.current.waiting).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(sessionQueryKey)).not.toBeNull();
    window.removeEventListener("task-planner:send-waiting-proofs", asked);
  });

  it("When a Spanish-speaking person logs out offline, then they are told in Spanish and stay signed in", async () => {
    await showLanguage("es");
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const { client, fetchMock, result } = renderLogout();
      act(() => result.current.logout());
      expect(await screen.findByText("No tienes conexión: conéctate a internet para cerrar sesión.")).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(client.getQueryData(sessionQueryKey)).not.toBeNull();
    } finally {
      onLine.mockRestore();
      await showLanguage("en");
    }
  });
});
