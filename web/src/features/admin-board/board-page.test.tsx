import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Task } from "@common/api-types";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { BoardPage } from "./board-page";

const student = testUser({ _id: "s1", name: "Sofia Student", email: "sofia@example.test" });
const task = (deadline: string, status: Task["status"]): Task => ({
  _id: `t-${deadline}`,
  name: "Diary entry",
  instructions: "Write.",
  deadline,
  category: "Writing",
  assignedTo: student._id,
  status,
});

describe("BoardPage's week", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 25, 12) })); // a Wednesday
  afterEach(() => vi.useRealTimers());

  it("draws each week's rows under that week's caption as the range moves, the next week's once it has arrived", async () => {
    let answerNextWeek = () => {};
    const nextWeekAsked = new Promise<void>((resolve) => (answerNextWeek = resolve));
    const fetchMock = vi.fn(async (url: string) => {
      const week = new URL(url, "http://localhost").searchParams.get("week");
      if (week === "2026-11-30") await nextWeekAsked;
      const tasks = week === "2026-11-23" ? [task("2026-11-24", "completed")] : [task("2026-12-01", "pending")];
      return jsonResponse(200, { success: true, week, students: [student], tasks });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<BoardPage />, { user: testUser({ _id: "a1", role: "admin" }), route: "/admin/board" });

    const table = await screen.findByRole("table", { name: /The class's week of Monday, 23 November 2026/ });
    expect(
      within(table).getByRole("button", { name: /Sofia Student, Tuesday, 24 November 2026: 1 done/ }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(screen.getByTestId("week-range")).toHaveTextContent("30/11/2026 - 6/12/2026");
    expect(await screen.findByText("Loading the class...")).toBeVisible();
    answerNextWeek();
    const next = await screen.findByRole("table", { name: /The class's week of Monday, 30 November 2026/ });
    expect(within(next).getByRole("button", { name: /^Sofia Student, Tuesday, 1 December 2026: / })).toBeVisible();

    // Back to a week already answered: its rows, under its caption.
    await userEvent.click(screen.getByRole("button", { name: "Previous week" }));
    expect(await screen.findByRole("table", { name: /The class's week of Monday, 23 November 2026/ })).toBeVisible();
    expect(screen.getByRole("button", { name: /Tuesday, 24 November 2026: 1 done/ })).toBeVisible();
    expect(screen.queryByRole("button", { name: /1 December 2026/ })).toBeNull();
  });
});
