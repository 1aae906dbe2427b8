import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { groupsQueryKey } from "@/lib/api/groups";
import { userTasksQueryOptions } from "@/lib/api/tasks";
import { usersQueryKey } from "@/lib/api/users";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { arriveFor, CHANGED_ELSEWHERE, stubChanges } from "@/testing/fresh-answers";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { VerifyTasksPage } from "./verify-tasks-page";

const student = testUser();
const task = testTask("t1", "2099-05-04", { name: "Read a story", instructions: "One page." });
const tasksKey = userTasksQueryOptions(student._id).queryKey;

describe("Verify's task edit dialog, opened on what the app held", () => {
  resetFetchAndCookiesAfterEach();

  it("When a fresh answer changes the task while the dialog is open, then the name left alone takes it, the instructions the admin changed stay and say so, and a save sends only the admin's change", async () => {
    const fresh = { ...task, name: "Read a story aloud", instructions: "Two pages." };
    const { changes } = stubChanges({
      [`/api/users/${student._id}/tasks`]: { tasks: [fresh] },
      "/api/users/list": { users: [student] },
      "/api/groups": { groups: [] },
      "/api/tasks/review-count": { count: 0 },
    });
    const { queryClient } = renderWithApp(<VerifyTasksPage />, {
      user: testUser({ _id: "admin-1", role: "admin" }),
      prepare: (client) => {
        client.setQueryData(usersQueryKey, [student]);
        client.setQueryData(groupsQueryKey, []);
        client.setQueryData(tasksKey, [task]);
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText("Student"), student._id);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Read a story" }));
    const form = screen.getByRole("form", { name: "Edit Read a story" });
    const instructions = within(form).getByLabelText("Instructions");
    await userEvent.clear(instructions);
    await userEvent.type(instructions, "One page, aloud.");

    await arriveFor(queryClient, tasksKey, [fresh]);
    const name = within(screen.getByRole("dialog")).getByLabelText("Task Name");
    await waitFor(() => expect(name).toHaveValue("Read a story aloud"));
    expect(instructions).toHaveValue("One page, aloud.");
    await waitFor(() => expect(instructions).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(name).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);

    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(changes("/api/tasks/t1")).toEqual([{ instructions: "One page, aloud.", scope: "this" }]),
    );
  });
});

describe("Verify's review dialog, going through the student's proofs", () => {
  resetFetchAndCookiesAfterEach();

  const proofOf = (id: string, deadline: string, name: string) =>
    testTask(id, deadline, {
      name,
      proofUrl: `/api/files/proofs/user-1/${id}.jpg`,
      submittedAt: `${deadline}T08:00:00.000Z`,
    });

  it("When the admin approves a proof, then the student's next proof awaiting review in the page's order is in front, the rest passed over; after the last the dialog closes", async () => {
    // Kept out of date order, with a task without proof and a verified one among them.
    const tasks = [
      proofOf("late", "2099-05-06", "Poem"),
      testTask("none", "2099-05-04", { name: "Song" }),
      proofOf("early", "2099-05-04", "Diary"),
      { ...proofOf("done", "2099-05-05", "Letter"), status: "completed" as const },
      proofOf("middle", "2099-05-05", "Story"),
    ];
    const { changes } = stubChanges({
      [`/api/users/${student._id}/tasks`]: { tasks },
      "/api/users/list": { users: [student] },
      "/api/groups": { groups: [] },
      "/api/tasks/review-count": { count: 3 },
      "/api/reviews/saved-comments": { comments: ["Well done!"], version: 1 },
    });
    renderWithApp(<VerifyTasksPage />, {
      user: testUser({ _id: "admin-1", role: "admin" }),
      prepare: (client) => {
        client.setQueryData(usersQueryKey, [student]);
        client.setQueryData(groupsQueryKey, []);
        client.setQueryData(tasksKey, tasks);
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText("Student"), student._id);
    await userEvent.click(await screen.findByRole("button", { name: "Review Diary" }));
    let dialog = await screen.findByRole("dialog", { name: "Review: Diary" });
    expect(within(dialog).getByText("1 of 3")).toBeInTheDocument();
    await within(dialog).findByRole("button", { name: "Well done!" });
    act(() => dialog.focus());

    await userEvent.keyboard("a");
    dialog = await screen.findByRole("dialog", { name: "Review: Story" });
    expect(within(dialog).getByText("1 of 2")).toBeInTheDocument();
    expect(dialog).toHaveFocus();
    await userEvent.keyboard("a");
    dialog = await screen.findByRole("dialog", { name: "Review: Poem" });
    await userEvent.keyboard("a");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(changes("/review").map((body) => (body as { proofUrl: string }).proofUrl)).toEqual([
      "/api/files/proofs/user-1/early.jpg",
      "/api/files/proofs/user-1/middle.jpg",
      "/api/files/proofs/user-1/late.jpg",
    ]);
  });
});
