import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { BatchApprovalResult, ReviewItem } from "@common/api-types";
import { INBOX_VIEW_KEY } from "./inbox-view";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { ReviewInboxPage } from "./review-inbox-page";

const proof = (id: string, name: string, deadline: string, student: string): ReviewItem => ({
  ...testTask(id, deadline, {
    name,
    assignedTo: student,
    proofUrl: `/api/files/proofs/${student}/${id}.webp`,
    proof: [{ url: `/api/files/proofs/${student}/${id}.webp`, kind: "image" }],
    submittedAt: "2026-12-07T09:00:00.000Z",
  }),
  student: { _id: student, name: student, email: `${student.toLowerCase()}@example.test` },
});

// Monday's reading log of three students, and one Speaking task with a recording.
const inbox = [
  proof("t1", "Reading log", "2026-12-07", "Ana"),
  proof("t2", "Reading log", "2026-12-07", "Ben"),
  {
    ...proof("t3", "Describe your street", "2026-12-07", "Cleo"),
    proof: [
      { url: "/api/files/proofs/Cleo/t3.webp", kind: "image" as const },
      { url: "/api/files/proofs/Cleo/t3.webm", kind: "audio" as const },
    ],
  },
  proof("t4", "Reading log", "2026-12-07", "Dan"),
];

/** The inbox's answers, and the batch approval's: Dan's proof changed since it was seen. */
function answer(batch: BatchApprovalResult) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.includes("/api/tasks/review-batch")) return Promise.resolve(jsonResponse(200, batch));
    if (url.includes("/api/tasks/review-queue")) {
      const approved = fetchMock.mock.calls.some(([called]) => String(called).includes("review-batch"));
      const items = approved ? inbox.filter((item) => !["t1", "t2"].includes(item._id)) : inbox;
      return Promise.resolve(jsonResponse(200, { success: true, message: "", items, next: null }));
    }
    if (url.includes("/api/groups")) return Promise.resolve(jsonResponse(200, { success: true, groups: [] }));
    if (url.includes("/api/tasks/review-count")) return Promise.resolve(jsonResponse(200, { success: true, count: 4 }));
    return Promise.resolve(
      jsonResponse(404, { success: false, message: `unexpected ${init?.method ?? "GET"} ${url}` }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const batchBody = (fetchMock: ReturnType<typeof answer>) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes("review-batch"));
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

const renderInbox = () =>
  renderWithApp(<ReviewInboxPage />, { user: testUser({ role: "admin" }), route: "/admin/verify/inbox" });

describe("The inbox's grid", () => {
  resetFetchAndCookiesAfterEach();

  it("When the admin switches to the grid, then the proofs stand grouped by task, the choice is remembered, and the list is the default", async () => {
    answer({ success: true, message: "", approved: 0, results: [] });
    const user = userEvent.setup();
    const { unmount } = renderInbox();
    expect(await screen.findByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("list", { name: "Proofs awaiting review" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Grid by task" }));
    const groups = await screen.findAllByTestId("proof-group");
    expect(groups.map((group) => within(group).getByRole("heading").textContent)).toEqual([
      "Reading log · due Monday, December 7, 2026",
      "Describe your street · due Monday, December 7, 2026",
    ]);
    const [reading, street] = groups;
    if (!reading || !street) throw new Error("two groups");
    expect(
      within(reading)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["Choose all 3", "Ana", "Ben", "Dan"]);
    expect(within(reading).getByRole("img", { name: "Ana's proof for Reading log" })).toHaveAttribute(
      "src",
      "/api/files/proofs/Ana/t1.webp?size=thumb",
    );
    expect(within(street).getByLabelText("Cleo's recording for Describe your street")).toHaveAttribute(
      "src",
      "/api/files/proofs/Cleo/t3.webm",
    );
    expect(localStorage.getItem(INBOX_VIEW_KEY)).toBe("grid");
    unmount();
    renderInbox();
    expect(await screen.findByRole("button", { name: "Grid by task" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findAllByTestId("proof-group")).toHaveLength(2);
  });

  it("When a group is chosen and approved with a comment, then one request names its proofs as seen, and the result says which was left and why", async () => {
    localStorage.setItem(INBOX_VIEW_KEY, "grid");
    const reason = "The student changed the proof since you opened it: look at the new one before you decide.";
    const fetchMock = answer({
      success: true,
      message: "2 tasks approved; 1 left as it was.",
      approved: 2,
      results: [
        { taskId: "t1", approved: true },
        { taskId: "t2", approved: true },
        { taskId: "t4", approved: false, reason },
      ],
    });
    const user = userEvent.setup();
    renderInbox();
    const [reading] = await screen.findAllByTestId("proof-group");
    if (!reading) throw new Error("no group");
    const bar = screen.getByTestId("batch-bar");
    expect(within(bar).getByRole("button", { name: "Approve" })).toBeDisabled();
    await user.click(within(reading).getByRole("checkbox", { name: "Ben" }));
    expect(within(reading).getByText("1 of 3 chosen")).toBeVisible();
    expect(within(reading).getByRole("checkbox", { name: "Choose all 3" })).toBePartiallyChecked();
    // The keyboard chooses the rest: Space on the group's checkbox.
    within(reading).getByRole("checkbox", { name: "Choose all 3" }).focus();
    await user.keyboard(" ");
    expect(within(reading).getByText("3 of 3 chosen")).toBeVisible();
    expect(within(bar).getByText("3 of 4 chosen")).toBeVisible();
    await user.type(within(bar).getByLabelText("Comment for each student (optional)"), "Well done, all of you!");
    await user.click(within(bar).getByRole("button", { name: "Approve 3 proofs" }));

    expect(await within(bar).findByRole("status")).toHaveTextContent("2 tasks approved; 1 left as it was.");
    expect(batchBody(fetchMock)).toEqual({
      items: ["t1", "t2", "t4"].map((id) => ({
        taskId: id,
        proofUrl: inbox.find((item) => item._id === id)?.proofUrl,
      })),
      comment: "Well done, all of you!",
    });
    expect(screen.getByRole("heading", { name: "Not approved" }).parentElement).toHaveTextContent(
      `Reading log (Dan): ${reason}`,
    );
    expect(within(screen.getByTestId("grid-item-t4")).getByText(`Not approved: ${reason}`)).toBeVisible();
    expect(screen.queryByTestId("grid-item-t1")).toBeNull();
    expect(screen.queryByTestId("grid-item-t2")).toBeNull();
    expect(within(bar).getByText("0 of 2 chosen")).toBeVisible();
    // The comment stays for the proof left, should the admin choose it again.
    expect(within(bar).getByLabelText("Comment for each student (optional)")).toHaveValue("Well done, all of you!");
  });
});
