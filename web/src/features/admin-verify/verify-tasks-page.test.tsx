import { screen, waitFor, within } from "@testing-library/react";
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
