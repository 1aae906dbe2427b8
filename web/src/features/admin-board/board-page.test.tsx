import { act, screen, waitFor, within } from "@testing-library/react";
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

describe("BoardPage's review dialog", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 25, 12) })); // a Wednesday
  afterEach(() => vi.useRealTimers());

  it("When a proof is decided, then the next awaiting review in the board's order is in front, row by row and day by day, and the cell's dialog follows it; after the last the dialog closes", async () => {
    const other = testUser({ _id: "s2", name: "Tomas Student", email: "tomas@example.test" });
    const proof = (id: string, name: string, deadline: string, assignedTo: string): Task => ({
      ...task(deadline, "pending"),
      _id: id,
      name,
      assignedTo,
      proofUrl: `/api/files/proofs/${assignedTo}/${id}.jpg`,
      submittedAt: `${deadline}T08:00:00.000Z`,
    });
    const tasks = [
      proof("tomas-mon", "Song", "2026-11-23", other._id),
      proof("sofia-tue", "Story", "2026-11-24", student._id),
      { ...proof("sofia-done", "Letter", "2026-11-24", student._id), status: "completed" as const },
      proof("sofia-mon", "Diary", "2026-11-23", student._id),
    ];
    const reviews: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, "http://localhost").pathname;
        if (path === "/api/reviews/saved-comments") {
          return jsonResponse(200, { success: true, message: "", comments: ["Well done!"], version: 1 });
        }
        if (path.endsWith("/review")) {
          reviews.push(String((JSON.parse(String(init?.body)) as { proofUrl: string }).proofUrl));
          return jsonResponse(200, { success: true, message: "Task approved", task: {} });
        }
        return jsonResponse(200, { success: true, week: "2026-11-23", students: [student, other], tasks });
      }),
    );
    renderWithApp(<BoardPage />, { user: testUser({ _id: "a1", role: "admin" }), route: "/admin/board" });

    await userEvent.click(await screen.findByRole("button", { name: /^Sofia Student, Monday, 23 November 2026: / }));
    const sofiaMonday = screen.getByRole("dialog", { name: /^Sofia Student, Monday/ });
    await userEvent.click(within(sofiaMonday).getByRole("button", { name: "Review Diary" }));
    let review = await screen.findByRole("dialog", { name: "Review: Diary" });
    await within(review).findByRole("button", { name: "Well done!" });
    act(() => review.focus());

    await userEvent.keyboard("a");
    review = await screen.findByRole("dialog", { name: "Review: Story" });
    expect(review).toHaveFocus();
    // The cell's dialog, under the review (hidden from screen readers while it is open), is the proof's cell.
    expect(screen.getByRole("dialog", { name: /^Sofia Student, Tuesday/, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard("a");
    review = await screen.findByRole("dialog", { name: "Review: Song" });
    expect(screen.getByRole("dialog", { name: /^Tomas Student, Monday/, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard("a");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Review:/ })).not.toBeInTheDocument());
    expect(reviews).toEqual([
      "/api/files/proofs/s1/sofia-mon.jpg",
      "/api/files/proofs/s1/sofia-tue.jpg",
      "/api/files/proofs/s2/tomas-mon.jpg",
    ]);
  });
});
