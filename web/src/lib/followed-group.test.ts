import { describe, expect, it } from "vitest";
import type { Group, User } from "@common/api-types";
import { followedGroup } from "./followed-group";

const student = (id: string) => ({ _id: id, role: "student", active: true }) as User;
const group = (id: string, students: string[]): Group => ({ _id: id, name: id, description: "", students });

describe("followedGroup", () => {
  const students = ["sofia", "mei", "liam"].map(student);
  const groups = [group("b1", ["sofia", "mei", "gone"]), group("a2", ["liam"])];

  it("When exactly a group's active students are chosen, in any order, then the plan follows that group", () => {
    expect(followedGroup(groups, students, ["mei", "sofia"])?._id).toBe("b1");
    expect(followedGroup(groups, students, ["liam"])?._id).toBe("a2");
  });

  it("When one of its students is unticked or another added, or nobody is chosen, then it follows no group", () => {
    expect(followedGroup(groups, students, ["sofia"])).toBeUndefined();
    expect(followedGroup(groups, students, ["sofia", "mei", "liam"])).toBeUndefined();
    expect(followedGroup(groups, students, [])).toBeUndefined();
    expect(followedGroup(undefined, students, ["liam"])).toBeUndefined();
  });
});
