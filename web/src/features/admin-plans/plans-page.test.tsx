import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Plan } from "@common/api-types";
import { groupsQueryKey } from "@/lib/api/groups";
import { plansQueryOptions } from "@/lib/api/plans";
import { usersQueryKey } from "@/lib/api/users";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { arriveFor, CHANGED_ELSEWHERE, stubChanges } from "@/testing/fresh-answers";
import { renderWithApp, testUser } from "@/testing/render";
import { PlansPage } from "./plans-page";

const plan: Plan = {
  _id: "p1",
  name: "Morning reading",
  instructions: "Read one page.",
  category: "Reading",
  students: [],
  weekdays: [1, 3],
  from: "2099-01-05",
  until: "2099-03-02",
  counts: { done: 0, waiting: 0, todo: 16 },
};

describe("Plans' edit dialog, opened on what the app held", () => {
  resetFetchAndCookiesAfterEach();

  it("When a fresh answer changes the plan while the dialog is open, then the name left alone takes it, the instructions the admin changed stay and say so, and a save sends only the admin's change", async () => {
    const fresh: Plan = { ...plan, name: "Morning reading (B1)", instructions: "Read two pages." };
    const { changes } = stubChanges({
      "/api/plans": { plans: [fresh] },
      "/api/users/list": { users: [] },
      "/api/groups": { groups: [] },
    });
    const { queryClient } = renderWithApp(<PlansPage />, {
      user: testUser({ _id: "admin-1", role: "admin" }),
      prepare: (client) => {
        client.setQueryData(plansQueryOptions.queryKey, [plan]);
        client.setQueryData(usersQueryKey, []);
        client.setQueryData(groupsQueryKey, []);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit plan" }));
    const form = screen.getByRole("form", { name: "Edit the plan Morning reading" });
    const instructions = within(form).getByLabelText("Instructions");
    await userEvent.clear(instructions);
    await userEvent.type(instructions, "Read one page aloud.");

    await arriveFor(queryClient, plansQueryOptions.queryKey, [fresh]);
    const name = within(screen.getByRole("dialog")).getByLabelText("Task Name");
    await waitFor(() => expect(name).toHaveValue("Morning reading (B1)"));
    expect(instructions).toHaveValue("Read one page aloud.");
    await waitFor(() => expect(instructions).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(name).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);

    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(changes("/api/plans/p1")).toEqual([{ instructions: "Read one page aloud.", from: "2099-01-05" }]),
    );
  });
});
