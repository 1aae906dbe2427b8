import { describe, expect, it } from "vitest";
import { MAX_USER_LIST_BYTES, MAX_USER_ROWS } from "@common/constants";
import { readList, readListFile, withoutRows, type ReadContext } from "./read-list";

const english: ReadContext = {
  language: "en",
  roleLabels: { student: "STUDENT", admin: "ADMIN" },
  groups: [{ name: "B1 evening" }, { name: "Reading, writing" }],
};
const spanish: ReadContext = { ...english, language: "es", roleLabels: { student: "ESTUDIANTE", admin: "SUPERVISOR" } };

describe("Reading Add many's list", () => {
  it("When lines are pasted from a spreadsheet with a header row in another order, then each row's fields are read by its column, and unknown columns are left out", () => {
    const text = "Name\tE-mail\tNotes\tLanguage\tGroup\nAna López\tana@school.test\tfront row\tEspañol\tb1 Evening\n";
    const list = readList(text, english);
    expect(list.header).toBe(true);
    expect(list.leftOut).toEqual(["Notes"]);
    expect(list.rows.map((row) => row.fields)).toEqual([
      {
        email: "ana@school.test",
        name: "Ana López",
        role: "",
        groups: ["b1 Evening"],
        language: "es",
        phoneNumber: "",
        birthDate: "",
      },
    ]);
    expect(list.rows[0]).toMatchObject({ line: 2, text: "Ana López\tana@school.test\tfront row\tEspañol\tb1 Evening" });
  });

  it("When there is no header, then the columns are read in the stated order; roles by their menu's label, dates in the language's order", () => {
    const text = "ana@school.test,Ana López,ADMIN,,English,+34 600 000 000,04/05/2001\nbo@school.test,Bo Li,Student";
    expect(readList(text, english).rows.map((row) => row.fields)).toEqual([
      {
        email: "ana@school.test",
        name: "Ana López",
        role: "admin",
        groups: [],
        language: "en",
        phoneNumber: "+34 600 000 000",
        birthDate: "2001-04-05",
      },
      { email: "bo@school.test", name: "Bo Li", role: "student", groups: [], phoneNumber: "", birthDate: "" },
    ]);
    const spanishRow = readList("eva@school.test;Eva Sanz;estudiante;;inglés;;04/05/2001", spanish).rows[0];
    expect(spanishRow?.fields).toMatchObject({ role: "student", language: "en", birthDate: "2001-05-04" });
  });

  it("When a groups cell names several groups, then they are split at semicolons or commas, unless the cell is one group's name", () => {
    const rows = readList(
      "a@school.test\tAna Sanz\t\tB1 evening; A2 morning\nb@school.test\tBo Li\t\tReading, writing",
      english,
    ).rows;
    expect(rows.map((row) => row.fields.groups)).toEqual([["B1 evening", "A2 morning"], ["Reading, writing"]]);
  });

  it("When rows are dropped, then the rest of the text stays as typed, with the blank lines and the header", () => {
    const text = "email\tname\na@school.test\tAna\n\nb@school.test\tB\r\nc@school.test\tCarla\n";
    const list = readList(text, english);
    expect(list.rows.map((row) => [row.line, row.text])).toEqual([
      [2, "a@school.test\tAna"],
      [4, "b@school.test\tB"],
      [5, "c@school.test\tCarla"],
    ]);
    const [first, , third] = list.rows;
    expect(
      withoutRows(
        text,
        [first, third].filter((row) => row !== undefined),
      ),
    ).toBe("email\tname\n\nb@school.test\tB\r\n");
  });

  it("When the text has more rows than one request takes, then it says so and reads no more than the limit", () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `pupil${i}@school.test\tPupil ${i}`).join("\n");
    const list = readList(text, english);
    expect(list.tooMany).toBe(true);
    expect(list.rows).toHaveLength(MAX_USER_ROWS);
  });
});

describe("Reading a chosen file", () => {
  it("When the file is over the limit, then it is refused before it is read", async () => {
    const file = new Blob([new Uint8Array(10 * 1024 * 1024)]);
    expect(file.size).toBeGreaterThan(MAX_USER_LIST_BYTES);
    expect(await readListFile(file)).toEqual({ refused: "tooLarge" });
  });

  it("When the file is a spreadsheet's own format, a picture or has NUL bytes, then it is refused as not text", async () => {
    const xlsx = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])]);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])]);
    const nul = new Blob(["ana@school.test,Ana\u0000\n"]);
    for (const file of [xlsx, png, nul]) expect(await readListFile(file)).toEqual({ refused: "notText" });
  });

  it("When the file is UTF-8 (with a byte-order mark) or Windows-1252, then its text is read with its accents", async () => {
    const utf8 = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), "ana@school.test,Ana López\n"]);
    expect(await readListFile(utf8)).toEqual({ text: "ana@school.test,Ana López\n" });
    const latin = new Blob([new Uint8Array([0x41, 0x6e, 0x61, 0x20, 0x4c, 0xf3, 0x70, 0x65, 0x7a])]);
    expect(await readListFile(latin)).toEqual({ text: "Ana López" });
  });
});
