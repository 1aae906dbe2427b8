/**
 * Exports all data of a project — every record and every file — into a folder:
 *
 *   npm run export-data -- --out backups/today                       # the running `npm start`
 *   npm run export-data -- --out backups/today --project my-app      # a real project (ADC credentials)
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { exportAll } from "./lib/backup";
import { closeAdminApps } from "./lib/admin";
import { openProject } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: "string" }, project: { type: "string" }, files: { type: "string" } },
  });
  if (!values.out) throw new Error("Usage: npm run export-data -- --out <folder> [--project <id>] [--files <dir>]");
  const target = await openProject({ project: values.project, filesDir: values.files });
  const summary = await exportAll(target.db, target.files, path.resolve(values.out), { knownOnly: target.knownOnly });
  console.log(
    `Exported ${summary.records} records and ${summary.files} files of ${target.description} to ${values.out}.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps());
