import { describe, expect, it } from "vitest";
import { MARKS, replaceMarked, tableOf, verdictOf, type Row } from "./report";

const rows: Row[] = [
  { figure: "Floor", value: "90", rule: "reference", pass: null },
  { figure: "/dashboard", value: "85", rule: "floor − 5", pass: true },
  { figure: "/admin", value: "70", rule: "floor − 5", pass: false },
];

describe("The bench's table", () => {
  it("When the machine was quiet, then each figure passes or fails and the verdict counts them", () => {
    expect(tableOf(rows, false).split("\n").slice(2)).toEqual([
      "| Floor | 90 | reference | — |",
      "| /dashboard | 85 | floor − 5 | pass |",
      "| /admin | 70 | floor − 5 | FAIL |",
    ]);
    expect(verdictOf(rows, false)).toBe("1 within their rule, 1 not");
  });

  it("When the machine was busy, then nothing passes or fails and the verdict says the run is not comparable", () => {
    expect(tableOf(rows, true)).not.toMatch(/pass|FAIL/);
    expect(verdictOf(rows, true)).toBe("machine busy: not comparable (2 figures not judged)");
  });

  it("When the docs' figures are rewritten, then only the marked section changes, and a doc without it is refused", () => {
    const doc = `# Performance\n\n${MARKS.start}\nold table\n${MARKS.end}\n\nAfter.\n`;
    expect(replaceMarked(doc, "new table")).toBe(
      `# Performance\n\n${MARKS.start}\nnew table\n${MARKS.end}\n\nAfter.\n`,
    );
    expect(() => replaceMarked("# Performance\n", "new table")).toThrow(/no <!-- bench:figures -->/);
  });
});
