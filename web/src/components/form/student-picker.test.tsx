import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Group, User } from "@common/api-types";
import { renderWithApp, testUser } from "@/testing/render";
import { StudentPicker } from "./student-picker";

const students: User[] = ["Sofia", "Mei", "Liam"].map((name) =>
  testUser({ _id: name.toLowerCase(), name, email: `${name.toLowerCase()}@example.test` }),
);
const groups: Group[] = [
  // A deactivated or deleted student's id stays in a group: it is never chosen through it.
  { _id: "b1", name: "B1 evening", description: "", students: ["sofia", "mei", "gone"] },
  { _id: "a2", name: "A2 morning", description: "", students: ["liam"] },
];

function Picker() {
  const [value, setValue] = useState<string[]>([]);
  const [chosenGroups, setChosenGroups] = useState<string[]>([]);
  return (
    <>
      <StudentPicker
        label="Assign to User"
        students={students}
        loading={false}
        value={value}
        onChange={(ids, groupIds) => {
          setValue(ids);
          setChosenGroups(groupIds);
        }}
        groups={groups}
        chosenGroups={chosenGroups}
      />
      <output>{[...value].sort().join(",")}</output>
      <output aria-label="Chosen groups">{[...chosenGroups].sort().join(",")}</output>
    </>
  );
}

describe("StudentPicker's groups", () => {
  it("When a group is ticked, then its active students are; one unticked leaves the group half-chosen; unticked, they all go", async () => {
    renderWithApp(<Picker />);
    const b1 = screen.getByRole("checkbox", { name: "B1 evening (2)" });
    await userEvent.click(b1);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("mei,sofia");
    // A box ticked by another's click is set on its input after the render that ticked it, so it is awaited.
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Mei (mei@example.test)" })).toBeChecked());

    await userEvent.click(screen.getByRole("checkbox", { name: "Mei (mei@example.test)" }));
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("sofia");
    // The box's mixed state is set on the input after the render that chose it, so it is awaited.
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "B1 evening (2)" })).toBePartiallyChecked());

    await userEvent.click(screen.getByRole("checkbox", { name: "A2 morning (1)" }));
    await userEvent.click(b1);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("liam,mei,sofia");
    await userEvent.click(b1);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(/^liam$/);
  });
});

describe("StudentPicker's groups chosen as groups", () => {
  it("When a group's only student is ticked by hand, then the group is not chosen: its box is mixed, not ticked", async () => {
    renderWithApp(<Picker />);
    const a2 = screen.getByRole("checkbox", { name: "A2 morning (1)" });
    await userEvent.click(screen.getByRole("checkbox", { name: "Liam (liam@example.test)" }));
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(/^liam$/);
    expect(a2).not.toBeChecked();
    await waitFor(() => expect(a2).toBePartiallyChecked());
    expect(screen.getByRole("status", { name: "Chosen groups" })).toBeEmptyDOMElement();

    // Ticking the group itself chooses it, with the same student.
    await userEvent.click(a2);
    expect(a2).toBeChecked();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(/^liam$/);
    expect(screen.getByRole("status", { name: "Chosen groups" })).toHaveTextContent(/^a2$/);
  });

  it("When a chosen group loses a student, then it is no longer chosen, even once the student is ticked back", async () => {
    renderWithApp(<Picker />);
    const b1 = screen.getByRole("checkbox", { name: "B1 evening (2)" });
    await userEvent.click(b1);
    expect(screen.getByRole("status", { name: "Chosen groups" })).toHaveTextContent(/^b1$/);
    const mei = screen.getByRole("checkbox", { name: "Mei (mei@example.test)" });
    await userEvent.click(mei);
    await userEvent.click(mei);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("mei,sofia");
    await waitFor(() => expect(b1).toBePartiallyChecked());
    expect(screen.getByRole("status", { name: "Chosen groups" })).toBeEmptyDOMElement();
  });
});

describe("StudentPicker while the groups are on their way", () => {
  const renderPicker = (props: { groups?: Group[]; groupsLoading?: boolean }) =>
    renderWithApp(
      <StudentPicker
        label="Assign to User"
        students={students}
        loading={false}
        value={[]}
        onChange={() => {}}
        {...props}
      />,
    );

  it("shows neither groups nor students until the groups have come too; then the groups above the students", () => {
    renderPicker({ groupsLoading: true });
    expect(screen.getByText("Loading students...")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Groups" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Sofia (sofia@example.test)" })).not.toBeInTheDocument();
    cleanup();

    renderPicker({ groups, groupsLoading: false });
    expect(screen.queryByText("Loading students...")).not.toBeInTheDocument();
    const groupsList = screen.getByRole("list", { name: "Groups" });
    const sofia = screen.getByRole("checkbox", { name: "Sofia (sofia@example.test)" });
    expect(screen.getByRole("checkbox", { name: "A2 morning (1)" })).toBeVisible();
    // In the list's own box, before the students.
    expect(groupsList.compareDocumentPosition(sofia) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    renderPicker({ groups: [], groupsLoading: false });
    expect(screen.queryByRole("list", { name: "Groups" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Sofia (sofia@example.test)" })).toBeVisible();
  });
});
