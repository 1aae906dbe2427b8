import type { Group, User } from "@common/api-types";

/** The group whose active students are exactly those chosen, if one is (the first by name when two are). */
export function followedGroup(groups: Group[] | undefined, students: User[], chosen: string[]): Group | undefined {
  if (chosen.length === 0) return undefined;
  const active = new Set(students.map((student) => student._id));
  const picked = new Set(chosen);
  return groups?.find((group) => {
    const members = group.students.filter((id) => active.has(id));
    return members.length === picked.size && members.every((id) => picked.has(id));
  });
}
