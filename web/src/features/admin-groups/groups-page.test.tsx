import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group } from "@common/api-types";
import { groupsQueryKey } from "@/lib/api/groups";
import { usersQueryKey } from "@/lib/api/users";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { arriveFor, CHANGED_ELSEWHERE, stubChanges } from "@/testing/fresh-answers";
import { renderWithApp, testUser } from "@/testing/render";
import { GroupsPage } from "./groups-page";

const group: Group = { _id: "g1", name: "B1 evening", description: "Tuesdays", students: [] };

describe("Groups' edit dialog, opened on what the app held", () => {
  resetFetchAndCookiesAfterEach();

  it("When a fresh answer changes the group while the dialog is open, then the name left alone takes it, the description the admin changed stays and says so, and a save sends only the admin's change", async () => {
    const fresh: Group = { ...group, name: "B1 evening (online)", description: "Mondays" };
    const { changes } = stubChanges({ "/api/groups": { groups: [fresh] }, "/api/users/list": { users: [] } });
    const { queryClient } = renderWithApp(<GroupsPage />, {
      user: testUser({ _id: "admin-1", role: "admin" }),
      prepare: (client) => {
        client.setQueryData(groupsQueryKey, [group]);
        client.setQueryData(usersQueryKey, []);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit group" }));
    const form = screen.getByRole("form", { name: "Edit the group B1 evening" });
    const description = within(form).getByLabelText("Description (optional)");
    await userEvent.type(description, " and Thursdays");

    await arriveFor(queryClient, groupsQueryKey, [fresh]);
    const name = within(screen.getByRole("dialog")).getByLabelText("Group name");
    await waitFor(() => expect(name).toHaveValue("B1 evening (online)"));
    expect(description).toHaveValue("Tuesdays and Thursdays");
    await waitFor(() => expect(description).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(name).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);

    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(changes("/api/groups/g1")).toEqual([{ description: "Tuesdays and Thursdays" }]));
  });
});
