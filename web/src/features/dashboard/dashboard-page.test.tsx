import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, mondayOf } from "@common/calendar-date";
import { myTasksQueryOptions } from "@/lib/api/tasks";
import { useToday } from "@/lib/use-today";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { DashboardPage } from "./dashboard-page";

vi.mock("@/lib/use-today", () => ({ useToday: vi.fn() }));

const day = "2026-11-25";
const monday = mondayOf(day);
const week = { from: monday, to: addDays(monday, 6) };
const task = (name: string) => testTask(name, day);

describe("The dashboard when its week cannot be fetched", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => vi.mocked(useToday).mockReturnValue(day));

  it("When the week kept on the device cannot be refreshed (offline), then it shows with no error", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    const { queryClient } = renderWithApp(<DashboardPage />, {
      user: testUser(),
      route: "/dashboard",
      // What was kept on the device: the week as it was some time ago.
      prepare: (client) => client.setQueryData(myTasksQueryOptions(week).queryKey, [task("Read A")], { updatedAt: 1 }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.getQueryState(myTasksQueryOptions(week).queryKey)?.status).toBe("error"));
    expect(screen.getByTestId(`day-${day}`)).toHaveTextContent("1 task(s)");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("When nothing of the week is kept and it cannot be fetched, then the error says so with 'Try again'", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<DashboardPage />, { user: testUser(), route: "/dashboard" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The week's tasks could not be loaded: Failed to fetch");
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { success: true, message: "", tasks: [task("Read A")] }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByTestId(`day-${day}`)).toHaveTextContent("1 task(s)"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("The dashboard opened by an admin", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => vi.mocked(useToday).mockReturnValue(day));

  it("When an admin opens it, then the week shows the spec's empty states rather than loading forever", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<DashboardPage />, { user: testUser({ role: "admin" }), route: "/dashboard" });
    expect(screen.getByTestId(`day-${day}`)).toHaveTextContent("0 task(s)");
    await userEvent.click(screen.getByTestId(`day-${day}`));
    expect(await screen.findByText("No tasks for this day.")).toBeVisible();
    expect(screen.queryByText("Loading tasks...")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("The dashboard opens on today", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => vi.mocked(useToday).mockReturnValue(day));

  it("When the student has work today, then today's tasks stand by name with their state and their one button", async () => {
    const sent = testTask("Sent notes", day, { proofUrl: "/api/files/p.jpg", proof: [] });
    const later = testTask("Tomorrow's essay", addDays(day, 1));
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(jsonResponse(200, { success: true, message: "", tasks: [task("Read A"), sent, later] })),
    );
    renderWithApp(<DashboardPage />, { user: testUser(), route: "/dashboard" });
    const today = await screen.findByRole("list", { name: "Today's tasks" });
    expect(
      within(today)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Read A"), expect.stringContaining("Sent notes")]);
    expect(within(today).getByRole("button", { name: "Send Proof" })).toBeVisible();
    expect(within(today).getByRole("button", { name: "Remove Proof" })).toBeVisible();
    await userEvent.click(within(today).getByRole("button", { name: "Send Proof" }));
    expect(await screen.findByRole("dialog", { name: "Proof for Read A" })).toBeVisible();
  });

  it("When nothing is due today, then it says so", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: true, message: "", tasks: [] })));
    renderWithApp(<DashboardPage />, { user: testUser(), route: "/dashboard" });
    expect(await screen.findByText("Nothing due today")).toBeVisible();
  });
});
