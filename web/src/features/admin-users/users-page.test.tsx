import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group, UserSummary } from "@common/api-types";
import { groupsQueryKey } from "@/lib/api/groups";
import { usersQueryKey } from "@/lib/api/users";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { arriveFor, CHANGED_ELSEWHERE, stubChanges } from "@/testing/fresh-answers";
import { renderWithApp, testUser } from "@/testing/render";
import { UsersPage } from "./users-page";

const student: UserSummary = {
  ...testUser({ _id: "s1", name: "Sofia Student", phoneNumber: "" }),
  openTasks: 0,
  overdueTasks: 0,
};
const morning: Group = { _id: "g1", name: "A2 morning", description: "", students: ["s1"] };
const evening: Group = { _id: "g2", name: "B1 evening", description: "", students: [] };

describe("Users' edit dialog, opened on what the app held", () => {
  resetFetchAndCookiesAfterEach();

  it("When fresh answers change the account and its groups while the dialog is open, then what the admin left alone takes them, what they changed stays (a typed field says so), and a save sends what is shown", async () => {
    const fresh: UserSummary = { ...student, name: "Sofia Stone", phoneNumber: "+34 600 000 000" };
    const freshGroups = [morning, { ...evening, students: ["s1"] }];
    const { changes } = stubChanges({
      "/api/users/list": { users: [fresh] },
      "/api/groups": { groups: freshGroups },
    });
    const { queryClient } = renderWithApp(<UsersPage />, {
      user: testUser({ _id: "admin-1", role: "admin", name: "Ada Admin" }),
      prepare: (client) => {
        client.setQueryData(usersQueryKey, [student]);
        client.setQueryData(groupsQueryKey, [morning, evening]);
      },
    });
    await userEvent.click((await screen.findAllByRole("button", { name: "Edit Sofia Student" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    const phone = within(dialog).getByLabelText("Phone Number");
    await userEvent.type(phone, "+34 611 111 111");
    await userEvent.click(within(dialog).getByText("A2 morning"));
    expect(within(dialog).getByRole("checkbox", { name: "A2 morning" })).not.toBeChecked();

    await arriveFor(queryClient, usersQueryKey, [fresh]);
    await arriveFor(queryClient, groupsQueryKey, freshGroups);
    const name = within(dialog).getByLabelText("Name");
    await waitFor(() => expect(name).toHaveValue("Sofia Stone"));
    expect(phone).toHaveValue("+34 611 111 111");
    await waitFor(() => expect(phone).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(name).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);
    // Put into the evening group elsewhere meanwhile: shown, and kept by the save.
    await waitFor(() => expect(within(dialog).getByRole("checkbox", { name: "B1 evening" })).toBeChecked());
    expect(within(dialog).getByRole("checkbox", { name: "A2 morning" })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(changes("/api/groups/g1/students")).toEqual([{ add: [], remove: ["s1"] }]));
    expect(changes("/api/users/s1")).toEqual([
      { name: "Sofia Stone", role: "student", phoneNumber: "+34 611 111 111", birthDate: "" },
    ]);
    expect(changes("/api/groups/g2/students")).toEqual([]);
  });
});
