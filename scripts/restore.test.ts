/**
 * The documented local restore, as a person runs it: export from a running `npm start`, stop it, lose its data
 * (or move to a new machine), restore the backup, start again — the same records and files. Needs the ports free.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileManifestEntry, FirestoreExport } from "./lib/backup";
import { interrupt, runScript, until, type Run } from "./lib/script-runs";

let work = "";
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "restore-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const finished = async (run: Run) => {
  const code = await run.exited;
  expect(code, run.output()).toBe(0);
  return run.output();
};

/** What a backup holds: every record's collection and id with its fields, and every file with its checksum. */
async function contentsOf(backup: string) {
  const records = JSON.parse(await readFile(path.join(backup, "firestore.json"), "utf8")) as FirestoreExport;
  const files = JSON.parse(await readFile(path.join(backup, "files.json"), "utf8")) as FileManifestEntry[];
  return { records: records.collections, files: [...files].sort((a, b) => a.key.localeCompare(b.key)) };
}

describe("Backup and restore of the local stack (docs/operations.md)", () => {
  it("When a backup of a running npm start is restored into a new data folder, then npm start comes back with the same records and files", async () => {
    const [firstData, secondData] = [path.join(work, "first"), path.join(work, "second")];
    const backup = path.join(work, "backups", "today");
    const again = path.join(work, "backups", "again");

    const first = runScript("start.ts", ["--no-build"], firstData);
    await until(() => first.output().includes("is running at"), "npm start", first);
    await finished(runScript("export-data.ts", ["--out", backup], firstData));
    await interrupt(first);

    // While a stack runs, or into a folder that holds data, a restore is refused and changes nothing.
    const refused = runScript("import-data.ts", ["--in", backup], firstData);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("already holds data: move it away (or delete it) first");

    // A new machine: an empty data folder.
    const restored = await finished(runScript("import-data.ts", ["--in", backup], secondData));
    expect(restored).toMatch(/Restored \d+ records and \d+ files into .*second\/: `npm start` starts with them\./);

    const second = runScript("start.ts", ["--no-build"], secondData);
    await until(() => second.output().includes("is running at"), "npm start on the restored data", second);
    expect(second.output()).toContain("Demo data: 0 records created");
    const running = runScript("import-data.ts", ["--in", backup], secondData);
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("`npm start` is running: stop it (Ctrl-C) first");
    await finished(runScript("export-data.ts", ["--out", again], secondData));
    await interrupt(second);

    const [before, after] = [await contentsOf(backup), await contentsOf(again)];
    expect(after.files).toEqual(before.files);
    expect(before.files.length).toBeGreaterThan(0);
    expect(after.records).toEqual(before.records);
  }, 600_000);
});
