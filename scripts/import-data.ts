/**
 * Imports a folder written by export-data into an empty project:
 *
 *   npm run import-data -- --in backups/today --project demo-restored --files .data/restored-files
 *   npm run import-data -- --in backups/today --project my-new-app      # a real, empty project
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { importAll } from "./lib/backup";
import { closeAdminApps } from "./lib/admin";
import { openProject } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { in: { type: "string" }, project: { type: "string" }, files: { type: "string" } },
  });
  if (!values.in) throw new Error("Usage: npm run import-data -- --in <folder> [--project <id>] [--files <dir>]");
  const target = await openProject({ project: values.project, filesDir: values.files });
  const summary = await importAll(target.db, target.files, path.resolve(values.in), { knownOnly: target.knownOnly });
  console.log(`Imported ${summary.records} records and ${summary.files} files into ${target.description}.`);
}

main()
  .catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps());
