/**
 * Add many's list, checked as one: each row by userRowSchema (Add New User's rules), then what only a list can get
 * wrong — an address twice (whatever its case and spacing), an address that already has an account, a group no group
 * is called, groups for someone who is not a student. The preview in the browser and the API both check with this,
 * so a row says the same whichever side finds its problem.
 */
import type { Group } from "./api-types";
import { groupNameKey } from "./group-name";
import { messageKeyOf, tooLongLimit } from "./messages";
import { userRowSchema, type UserRow } from "./validation";

/** A row's fields, in the order the list takes them when it has no header row. */
export const USER_ROW_FIELDS = ["email", "name", "role", "groups", "language", "phoneNumber", "birthDate"] as const;
export type UserRowField = (typeof USER_ROW_FIELDS)[number];

/** What is wrong with a row: its field ("row" for its shape), and the catalogues' message with its values. */
export interface RowProblem {
  field: UserRowField | "row";
  key: `validation.${string}`;
  values?: Record<string, string | number>;
}

/** A row to add: its person, their groups by the names the groups have, and those groups' ids. */
export type CheckedPerson = UserRow & { groupIds: string[] };

/** One row as checked: its person when nothing is wrong with it, else its problems, one per field. */
export interface CheckedRow {
  person?: CheckedPerson;
  problems: RowProblem[];
}

/** One row of Add many's answer: what became of it, and its problems in the caller's words. */
export interface AddManyRow {
  /** The row's place in the request, from 0. */
  index: number;
  email: string;
  /** Added (by this request, or by the same request sent before), refused for its problems, or failed: try again. */
  outcome: "added" | "refused" | "failed";
  userId?: string;
  problems: (RowProblem & { message: string })[];
  /** The groups an added student could not join (the same request again joins them). */
  notJoined: string[];
}

/** One account per address, whatever its case and the spaces around it. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const isRowField = (field: unknown): field is UserRowField => USER_ROW_FIELDS.includes(field as UserRowField);

/** A schema's English message as the catalogues' message it is (`validation.<key>`). */
export function problemOf(field: RowProblem["field"], message: string): RowProblem {
  const key = messageKeyOf(message);
  if (key) return { field, key: `validation.${key}` };
  const max = tooLongLimit(message);
  if (max !== undefined) return { field, key: "validation.tooLong", values: { max } };
  return { field, key: "validation.rowMalformed" };
}

const emailOf = (input: unknown): string =>
  typeof input === "object" && input !== null && typeof (input as { email?: unknown }).email === "string"
    ? (input as { email: string }).email
    : "";

/**
 * Every row's problems, or its person. `hasAccount` says whether an address (as emailKey writes it) already has an
 * account; the API leaves it out, since its own check is the write that claims the address.
 */
export function checkUserRows(
  rows: readonly unknown[],
  latestBirthDate: string,
  known: { groups: readonly Pick<Group, "_id" | "name">[]; hasAccount?: (emailKey: string) => boolean },
): CheckedRow[] {
  const schema = userRowSchema(latestBirthDate);
  const groups = new Map(known.groups.map((group) => [groupNameKey(group.name), group]));
  const seen = new Set<string>();
  return rows.map((input) => {
    const problems = new Map<RowProblem["field"], RowProblem>();
    const add = (problem: RowProblem) => {
      if (!problems.has(problem.field)) problems.set(problem.field, problem);
    };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = isRowField(issue.path[0]) ? issue.path[0] : "row";
        add(problemOf(field, issue.message));
      }
    }
    const address = emailKey(emailOf(input));
    if (address) {
      if (seen.has(address)) add({ field: "email", key: "validation.emailTwiceInList" });
      else if (known.hasAccount?.(address)) add({ field: "email", key: "validation.emailTaken" });
      seen.add(address);
    }
    if (!parsed.success) return { problems: ordered(problems) };

    const person = parsed.data;
    const named = person.groups.map((name) => ({ name, group: groups.get(groupNameKey(name)) }));
    const unknown = named.find(({ group }) => !group);
    if (unknown) add({ field: "groups", key: "validation.groupUnknown", values: { name: unknown.name } });
    else if (named.length > 0 && person.role !== "student") {
      add({ field: "groups", key: "validation.groupsForStudentsOnly" });
    }
    if (problems.size > 0) return { problems: ordered(problems) };
    const joined = [...new Map(named.map(({ group }) => [group?._id ?? "", group?.name ?? ""])).entries()];
    return {
      person: { ...person, groups: joined.map(([, name]) => name), groupIds: joined.map(([id]) => id) },
      problems: [],
    };
  });
}

/** A row's problems in the order of its fields, its shape's last. */
function ordered(problems: Map<RowProblem["field"], RowProblem>): RowProblem[] {
  return [...USER_ROW_FIELDS, "row" as const].flatMap((field) => problems.get(field) ?? []);
}
