/**
 * The inbox's grid: its proofs grouped by task (the same name and deadline, such as one plan's day), and the
 * choice of those to approve together.
 */
import type { ReviewItem } from "@common/api-types";

export interface ProofGroup {
  /** The task's name and deadline, which make the group. */
  key: string;
  name: string;
  deadline: string;
  items: ReviewItem[];
}

/** The proofs by task name and deadline, the groups in the order of their oldest proof, each in the inbox's order. */
export function groupProofs(items: readonly ReviewItem[]): ProofGroup[] {
  const groups = new Map<string, ProofGroup>();
  for (const item of items) {
    const key = JSON.stringify([item.name, item.deadline]);
    const group = groups.get(key) ?? { key, name: item.name, deadline: item.deadline, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** How many of the group's proofs are chosen: all, some or none, as its checkbox shows it. */
export function groupChoice(
  group: ProofGroup,
  chosen: ReadonlySet<string>,
): { count: number; state: boolean | "indeterminate" } {
  const count = group.items.filter((item) => chosen.has(item._id)).length;
  return { count, state: count === 0 ? false : count === group.items.length ? true : "indeterminate" };
}

/** The choice with one proof added or taken away. */
export function withProof(chosen: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(chosen);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The choice with every proof of the group added, or, when all of them were chosen, taken away. */
export function withGroupToggled(chosen: ReadonlySet<string>, group: ProofGroup): Set<string> {
  const all = groupChoice(group, chosen).state === true;
  const next = new Set(chosen);
  for (const item of group.items) {
    if (all) next.delete(item._id);
    else next.add(item._id);
  }
  return next;
}

/** The chosen proofs still shown, in the inbox's order, as the batch approval names them (with the proof seen). */
export function chosenProofs(items: readonly ReviewItem[], chosen: ReadonlySet<string>) {
  return items
    .filter((item) => chosen.has(item._id) && item.proofUrl)
    .map((item) => ({ taskId: item._id, proofUrl: item.proofUrl ?? "" }));
}
