import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { MENUS_AT_THE_LATEST_MS, TopBar } from "./top-bar";

const accountMenu = () => screen.queryByRole("button", { name: /^Account menu for / });
const bell = () => screen.queryByRole("button", { name: /^Notifications/ });

describe("TopBar", () => {
  resetFetchAndCookiesAfterEach();

  it("asks for the bell and the account menu only once the screen's answers are in", async () => {
    // The bell's own list, once it is there.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, notifications: [] })),
    );
    let answer = (_tasks: string[]) => {};
    const { queryClient } = renderWithApp(<TopBar />, { user: testUser() });
    // The screen's own request, on its way.
    act(() => {
      void queryClient.fetchQuery({
        queryKey: ["tasks"],
        queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(accountMenu()).not.toBeInTheDocument();
    expect(bell()).not.toBeInTheDocument();

    await act(async () => answer([]));
    expect(await screen.findByRole("button", { name: /^Account menu for / }, { timeout: 10_000 })).toBeVisible();
    expect(bell()).toBeVisible();
  });

  it("shows them at once when nothing is on its way", async () => {
    renderWithApp(<TopBar />, { user: testUser({ role: "admin", name: "Ada Admin" }) });
    expect(
      await screen.findByRole("button", { name: "Account menu for Ada Admin" }, { timeout: 10_000 }),
    ).toBeVisible();
    // An admin has no bell (requirements §5).
    expect(bell()).not.toBeInTheDocument();
  });

  it("shows them at the latest a few seconds after the bar, when an answer never comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { queryClient } = renderWithApp(<TopBar />, { user: testUser({ role: "admin", name: "Ada Admin" }) });
      // A request that never answers, as a poll that never settles.
      act(() => {
        void queryClient.fetchQuery({ queryKey: ["poll"], queryFn: () => new Promise<never>(() => {}) });
      });
      await act(async () => vi.advanceTimersByTime(MENUS_AT_THE_LATEST_MS - 100));
      expect(accountMenu()).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByRole("button", { name: "Account menu for Ada Admin" }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
