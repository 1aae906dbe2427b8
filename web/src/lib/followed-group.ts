import type { Group, User } from "@common/api-types";

/** The groups whose active students are exactly those chosen, by name. */
export function groupsOfExactly(groups: Group[] | undefined, students: User[], chosen: string[]): Group[] {
  if (chosen.length === 0) return [];
  const active = new Set(students.map((student) => student._id));
  const picked = new Set(chosen);
  return (groups ?? []).filter((group) => {
    const members = group.students.filter((id) => active.has(id));
    return members.length === picked.size && members.every((id) => picked.has(id));
  });
}

/**
 * The group a plan follows: one the admin chose itself (its own checkbox, in `chosenGroups`) whose active students
 * are exactly those chosen. Students who happen to make up a group, ticked one by one, follow none.
 */
export function followedGroup(
  groups: Group[] | undefined,
  students: User[],
  chosen: string[],
  chosenGroups: readonly string[],
): Group | undefined {
  return groupsOfExactly(groups, students, chosen).find((group) => chosenGroups.includes(group._id));
}
