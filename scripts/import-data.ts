/**
 * Restores a folder written by export-data:
 *
 *   npm run import-data -- --in backups/today                         # into a stopped `npm start`'s .data/
 *   npm run import-data -- --in backups/today --project my-new-app    # into a real, empty project
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { importAll } from "./lib/backup";
import { closeAdminApps } from "./lib/admin";
import { restoreLocalData } from "./lib/local-restore";
import { openProject } from "./lib/project-target";
import { localDataDir, ROOT } from "./lib/stack";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { in: { type: "string" }, project: { type: "string" }, files: { type: "string" } },
  });
  if (!values.in) throw new Error("Usage: npm run import-data -- --in <folder> [--project <id> [--files <dir>]]");
  const inDir = path.resolve(values.in);
  if (!values.project) {
    const dataDir = localDataDir();
    const summary = await restoreLocalData(inDir, dataDir);
    console.log(
      `Restored ${summary.records} records and ${summary.files} files into ${path.relative(ROOT, dataDir) || dataDir}/: ` +
        "`npm start` starts with them.",
    );
    return;
  }
  if (values.project.startsWith("demo-")) {
    throw new Error("A local restore goes into the data of a stopped `npm start`: run it without --project.");
  }
  const target = await openProject({ project: values.project, filesDir: values.files });
  const summary = await importAll(target.db, target.files, inDir, { knownOnly: target.knownOnly });
  console.log(`Imported ${summary.records} records and ${summary.files} files into ${target.description}.`);
}

main()
  .catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeAdminApps());
