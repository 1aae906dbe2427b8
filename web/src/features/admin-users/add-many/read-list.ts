/**
 * Add many's list as text: lines pasted from a spreadsheet (tab-, comma- or semicolon-separated) or a CSV file's,
 * read by Papa Parse into rows of the fields Add New User takes. A first row of column names is a header (in
 * English or Spanish, in any order); otherwise the columns are in USER_ROW_FIELDS' order. Each row keeps where
 * it stands in the text, so that the box can select it to mend it and drop it once its account is made. Cells
 * are only put in the API's shape here (a role's label as its name, a date as the language writes one); the
 * rules are common/user-list.ts's, the same as the API's.
 */
import Papa from "papaparse";
import { MAX_USER_LIST_BYTES, MAX_USER_ROWS } from "@common/constants";
import { groupNameKey } from "@common/group-name";
import { isLanguage, LANGUAGES, type Language } from "@common/languages";
import { USER_ROW_FIELDS, type UserRowField } from "@common/user-list";
import { languageName } from "@/lib/i18n/language-names";

/** A row's cells by field, in the shape the API takes (a language or role it does not know stays as written). */
export interface ListFields {
  email: string;
  name: string;
  role: string;
  groups: string[];
  language?: string;
  phoneNumber: string;
  birthDate: string;
}

/** One row of the text: its fields, where it stands in the text, and its line there. */
export interface ListRow {
  fields: ListFields;
  /** Its first character in the text, and the one after its line break (or the text's end). */
  start: number;
  end: number;
  line: number;
  /** The row's own text, as typed. */
  text: string;
}

export interface ReadList {
  rows: ListRow[];
  /** Whether the first row named the columns. */
  header: boolean;
  /** Columns of the header the list does not take (left out). */
  leftOut: string[];
  /** More rows than one request takes (nothing after the limit was read). */
  tooMany: boolean;
}

/** Column names a header may use, written plain (lower case, no accents), each for its field. */
const HEADER_NAMES: Record<UserRowField, string[]> = {
  email: [
    "email",
    "e-mail",
    "e mail",
    "mail",
    "email address",
    "e-mail address",
    "correo",
    "correo electronico",
    "direccion de correo",
    "direccion de correo electronico",
  ],
  name: ["name", "full name", "student", "student name", "nombre", "nombre completo", "alumno", "alumna", "estudiante"],
  role: ["role", "rol"],
  groups: ["groups", "group", "class", "grupos", "grupo", "clase"],
  language: ["language", "lang", "idioma", "lengua"],
  phoneNumber: ["phone", "phone number", "telephone", "mobile", "telefono", "numero de telefono", "movil", "celular"],
  birthDate: [
    "birth date",
    "birthdate",
    "date of birth",
    "birthday",
    "dob",
    "fecha de nacimiento",
    "nacimiento",
    "cumpleanos",
  ],
};

const plain = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_\s]+/g, " ")
    .trim();

const FIELD_OF_NAME = new Map(
  Object.entries(HEADER_NAMES).flatMap(([field, names]) => names.map((name) => [name, field as UserRowField])),
);

/** The fields a first row names, if it is a header: some cell a column name, and none an address. */
function headerOf(cells: string[]): (UserRowField | null)[] | null {
  const fields = cells.map((cell) => FIELD_OF_NAME.get(plain(cell)) ?? null);
  if (!fields.some(Boolean) || cells.some((cell) => cell.includes("@"))) return null;
  return fields;
}

/** What the list is read with beyond its text: the words the screen shows for roles, and the groups there are. */
export interface ReadContext {
  language: Language;
  /** Each role's label as the Role menu shows it ("STUDENT"), read as the role. */
  roleLabels: Record<"student" | "admin", string>;
  groups: readonly { name: string }[];
}

/** A role's cell: its name or the menu's label for it, in any case; anything else as written, for the rules to name. */
function roleOf(cell: string, context: ReadContext): string {
  const written = cell.trim().toLocaleLowerCase(context.language);
  for (const role of ["student", "admin"] as const) {
    if (written === role || written === context.roleLabels[role].toLocaleLowerCase(context.language)) return role;
  }
  return cell.trim();
}

/** A language's cell: its code, or its name in itself, in English or in the language shown ("Español", "Spanish"). */
function languageOf(cell: string, shown: Language): string {
  const written = plain(cell);
  if (written === "") return "";
  if (isLanguage(written)) return written;
  const namesOf = (language: Language) =>
    [languageName(language), ...["en", shown].map((inLanguage) => nameIn(inLanguage, language))].map(plain);
  return LANGUAGES.find((language) => namesOf(language).includes(written)) ?? cell.trim();
}

const nameIn = (inLanguage: string, language: Language) =>
  new Intl.DisplayNames([inLanguage], { type: "language" }).of(language) ?? language;

/** Whether the language writes the day before the month (Spanish's 23/11/2026; English's date fields 11/23/2026). */
function dayFirst(language: Language): boolean {
  if (language === "en") return false;
  const parts = new Intl.DateTimeFormat(language, { day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(
    new Date(2026, 10, 23),
  );
  return parts.findIndex((part) => part.type === "day") < parts.findIndex((part) => part.type === "month");
}

/** A birth date's cell as YYYY-MM-DD: as it is when written so, or in the language's order of day and month. */
function birthDateOf(cell: string, language: Language): string {
  const written = cell.trim();
  const digits = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(written);
  if (!digits) return written;
  const [first, second, year] = [digits[1] ?? "", digits[2] ?? "", digits[3] ?? ""];
  const [day, month] = dayFirst(language) ? [first, second] : [second, first];
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A groups cell: one group's name as it is, or names separated by semicolons or commas. */
function groupsOf(cell: string, context: ReadContext): string[] {
  const written = cell.trim();
  if (written === "") return [];
  const names = new Set(context.groups.map((group) => groupNameKey(group.name)));
  if (names.has(groupNameKey(written))) return [written];
  return written
    .split(/[;,]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

function fieldsOf(cells: string[], columns: readonly (UserRowField | null)[], context: ReadContext): ListFields {
  const cell = (field: UserRowField) => {
    const at = columns.indexOf(field);
    return at < 0 ? "" : (cells[at] ?? "");
  };
  const language = languageOf(cell("language"), context.language);
  return {
    email: cell("email"),
    name: cell("name"),
    role: roleOf(cell("role"), context),
    groups: groupsOf(cell("groups"), context),
    ...(language ? { language } : {}),
    phoneNumber: cell("phoneNumber"),
    birthDate: birthDateOf(cell("birthDate"), context.language),
  };
}

/** The text's rows, at most MAX_USER_ROWS of them (`tooMany` past it, when the rest is not read). */
export function readList(text: string, context: ReadContext): ReadList {
  const rows: ListRow[] = [];
  let columns: readonly (UserRowField | null)[] = USER_ROW_FIELDS;
  let header = false;
  let leftOut: string[] = [];
  let tooMany = false;
  let first = true;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    step: (result, parser) => {
      const end = result.meta.cursor;
      // Where the row's own text starts: past the blank lines Papa Parse skipped before it.
      let start = cursor;
      while (start < end && /[\r\n]/.test(text[start] ?? "")) start += 1;
      cursor = end;
      const cells = result.data.map((value) => value.trim());
      if (first) {
        first = false;
        const named = headerOf(cells);
        if (named) {
          header = true;
          columns = named;
          leftOut = cells.filter((value, at) => value !== "" && named[at] === null);
          return;
        }
      }
      if (rows.length === MAX_USER_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      rows.push({
        fields: fieldsOf(cells, columns, context),
        start,
        // Papa Parse's cursor is past the row's line break: dropping the row leaves no blank line.
        end,
        line: text.slice(0, start).split("\n").length,
        text: text.slice(start, end).replace(/[\r\n]+$/, ""),
      });
    },
  });
  return { rows, header, leftOut, tooMany };
}

/** The text without the given rows (their accounts were made): what is left stays in the box to be mended. */
export function withoutRows(text: string, rows: readonly Pick<ListRow, "start" | "end">[]): string {
  let left = text;
  for (const { start, end } of [...rows].sort((a, b) => b.start - a.start))
    left = left.slice(0, start) + left.slice(end);
  return left;
}

/** Why a chosen file is not read: too large, or not text (a spreadsheet's own format, a picture). */
export type FileRefusal = "tooLarge" | "notText";

/** The first bytes of files that are not CSV text: ZIP (.xlsx, .ods), the old .xls, PDF, PNG, JPEG, GIF. */
const BINARY_STARTS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];

/**
 * A chosen file's text, refused at once when it is over MAX_USER_LIST_BYTES (before it is read) or not text. Text
 * that is not UTF-8 is read as Windows-1252, as a spreadsheet saves CSV on many computers.
 */
export async function readListFile(file: Blob): Promise<{ text: string } | { refused: FileRefusal }> {
  if (file.size > MAX_USER_LIST_BYTES) return { refused: "tooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const binary =
    BINARY_STARTS.some((start) => start.every((byte, at) => bytes[at] === byte)) || bytes.subarray(0, 8192).includes(0);
  if (binary) return { refused: "notText" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes) };
  }
}
