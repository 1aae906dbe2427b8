// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGUAGES, SOURCE_LANGUAGE } from "@common/languages";
import { MESSAGES } from "@common/messages";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const CATALOGUE_DIRS = ["common/locales", "functions/locales"];
const SOURCE_DIRS = ["web/src", "common", "functions/src"];
/** The build's own use: the web app manifest's name and description. */
const SOURCE_FILES = ["web/vite.config.ts"];

const readCatalogue = (dir: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, dir, `${language}.json`), "utf8")) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A message's placeholders: the names of its arguments, however deep in a plural or a select. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // Compiled, a message is its text, or parts: text, or [name, format?, branches?] where each branch is parts.
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (branches && typeof branches === "object") Object.values(branches).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe.each(CATALOGUE_DIRS)("The message catalogues of %s", (dir) => {
  const source = readCatalogue(dir, SOURCE_LANGUAGE);

  it("When the app speaks a language, then there is its catalogue, and none for a language it does not list", () => {
    const files = readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))(
    "When %s is checked against English, then it has every key and no other, each with the same placeholders",
    (language) => {
      const catalogue = readCatalogue(dir, language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
      for (const [key, message] of Object.entries(source)) {
        expect(catalogue[key]?.trim(), `${language}: ${key} is empty`).not.toBe("");
        expect(placeholders(catalogue[key] ?? ""), `${language}: ${key}`).toEqual(placeholders(message));
      }
    },
  );

  it("When the code is searched, then every key of the catalogue is used in it", () => {
    const code = [...SOURCE_DIRS.flatMap(sourceFiles), ...SOURCE_FILES.map((file) => path.join(root, file))]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // A key built from a value (`category.${task.category}`), or looked up by prefix (`startsWith("refusal.")`),
    // counts every key under its prefix as used.
    const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{|startsWith\("([\w.]+\.)"\)/g)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    const unused = Object.keys(source).filter(
      (key) => !code.includes(`"${key}"`) && !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});

describe("The validation messages the forms and the API share", () => {
  it("When English's catalogue is read, then each is there as `validation.<key>`, word for word", () => {
    const english = readCatalogue("common/locales", SOURCE_LANGUAGE);
    for (const [key, message] of Object.entries(MESSAGES)) expect(english[`validation.${key}`], key).toBe(message);
  });
});

describe("The server's refusals the catalogue words in each language", () => {
  it("When a refusal is held word for word, then the server still says exactly that somewhere", () => {
    const english = readCatalogue("functions/locales", SOURCE_LANGUAGE);
    const code = sourceFiles("functions/src")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const gone = Object.entries(english).filter(
      ([key, message]) => key.startsWith("refusal.") && !message.includes("{") && !code.includes(message),
    );
    expect(gone).toEqual([]);
  });
});
