import { describe, expect, it } from "vitest";
import type { Group, User } from "@common/api-types";
import { followedGroup, groupsOfExactly } from "./followed-group";

const student = (id: string) => ({ _id: id, role: "student", active: true }) as User;
const group = (id: string, students: string[]): Group => ({ _id: id, name: id, description: "", students });

describe("followedGroup", () => {
  const students = ["sofia", "mei", "liam"].map(student);
  const groups = [group("b1", ["sofia", "mei", "gone"]), group("a2", ["liam"]), group("a2-copy", ["liam"])];

  it("When a group chosen itself has exactly the active students chosen, in any order, then the plan follows it", () => {
    expect(followedGroup(groups, students, ["mei", "sofia"], ["b1"])?._id).toBe("b1");
    expect(followedGroup(groups, students, ["liam"], ["a2"])?._id).toBe("a2");
    // Two groups of the same students: the one chosen.
    expect(followedGroup(groups, students, ["liam"], ["a2-copy"])?._id).toBe("a2-copy");
  });

  it("When a group's students are ticked one by one, then it follows no group, though they are exactly the group", () => {
    expect(followedGroup(groups, students, ["liam"], [])).toBeUndefined();
    expect(followedGroup(groups, students, ["mei", "sofia"], ["a2"])).toBeUndefined();
    expect(groupsOfExactly(groups, students, ["liam"]).map((g) => g._id)).toEqual(["a2", "a2-copy"]);
  });

  it("When one of its students is unticked or another added, or nobody is chosen, then it follows no group", () => {
    expect(followedGroup(groups, students, ["sofia"], ["b1"])).toBeUndefined();
    expect(followedGroup(groups, students, ["sofia", "mei", "liam"], ["b1"])).toBeUndefined();
    expect(followedGroup(groups, students, [], ["b1"])).toBeUndefined();
    expect(followedGroup(undefined, students, ["liam"], ["a2"])).toBeUndefined();
  });
});
