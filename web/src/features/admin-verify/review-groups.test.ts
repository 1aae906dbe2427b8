import { describe, expect, it } from "vitest";
import type { ReviewItem } from "@common/api-types";
import { testTask } from "@/testing/tasks";
import { chosenProofs, groupChoice, groupProofs, withGroupToggled, withProof } from "./review-groups";

/** A proof awaiting review of the task `name` due on `deadline`, by `student`. */
const proof = (id: string, name: string, deadline: string, student = id): ReviewItem => ({
  ...testTask(id, deadline, { name, proofUrl: `/api/files/proofs/${student}/${id}.webp` }),
  student: { _id: student, name: `Student ${student}`, email: `${student}@example.test` },
});

// The inbox's order, oldest first: Monday's log of three students, a Speaking task between, Tuesday's log.
const inbox = [
  proof("a1", "Reading log", "2026-12-07"),
  proof("s1", "Describe your street", "2026-12-07"),
  proof("a2", "Reading log", "2026-12-07"),
  proof("b1", "Reading log", "2026-12-08"),
  proof("a3", "Reading log", "2026-12-07"),
];

describe("The inbox's grid by task", () => {
  it("When proofs share a task's name and deadline, then they form one group; groups follow their oldest proof", () => {
    const groups = groupProofs(inbox);
    expect(groups.map((group) => [group.name, group.deadline, group.items.map((item) => item._id)])).toEqual([
      ["Reading log", "2026-12-07", ["a1", "a2", "a3"]],
      ["Describe your street", "2026-12-07", ["s1"]],
      ["Reading log", "2026-12-08", ["b1"]],
    ]);
  });

  it("When a group's checkbox is used, then all its proofs are chosen, and used again, none; the others stay", () => {
    const [monday] = groupProofs(inbox);
    if (!monday) throw new Error("no group");
    let chosen = withProof(new Set(), "s1", true);
    chosen = withProof(chosen, "a2", true);
    expect(groupChoice(monday, chosen)).toEqual({ count: 1, state: "indeterminate" });
    chosen = withGroupToggled(chosen, monday);
    expect(groupChoice(monday, chosen)).toEqual({ count: 3, state: true });
    expect([...chosen].sort()).toEqual(["a1", "a2", "a3", "s1"]);
    chosen = withGroupToggled(chosen, monday);
    expect(groupChoice(monday, chosen)).toEqual({ count: 0, state: false });
    expect([...chosen]).toEqual(["s1"]);
  });

  it("When proofs are chosen, then the batch names each still shown, in the inbox's order, with the proof seen", () => {
    const chosen = new Set(["a3", "b1", "gone"]);
    expect(chosenProofs(inbox, chosen)).toEqual([
      { taskId: "b1", proofUrl: "/api/files/proofs/b1/b1.webp" },
      { taskId: "a3", proofUrl: "/api/files/proofs/a3/a3.webp" },
    ]);
  });
});
