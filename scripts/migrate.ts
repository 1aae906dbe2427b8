/**
 * Brings a project's data to the shape this version of the API reads (see functions/src/tasks/migrate.ts):
 *
 *   npm run migrate                       # the running `npm start` backend (npm start also does it itself)
 *   npm run migrate -- --project my-app   # a real project, before or right after deploying this version
 *
 * For a real project it uses Application Default Credentials (`gcloud auth application-default login`).
 */
import { parseArgs } from "node:util";
import { migrate, SCHEMA_VERSION } from "../functions/src/tasks/migrate";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { isFree } from "./lib/preflight";
import { readFirebaseConfig } from "./lib/stack";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: "string" } } });
  const { emulators, projectId: defaultProject } = readFirebaseConfig();
  const projectId = values.project ?? defaultProject;
  const env: Record<string, string> = { GCLOUD_PROJECT: projectId };
  if (projectId.startsWith("demo-")) {
    if (await isFree(emulators.firestore.port)) {
      throw new Error("The local Firestore is not running: start `npm start` first (or pass --project).");
    }
    env.FIRESTORE_EMULATOR_HOST = `${emulators.firestore.host}:${emulators.firestore.port}`;
  }
  const report = await migrate(adminFirestore(env));
  console.log(
    report
      ? `Migrated ${projectId} to data version ${SCHEMA_VERSION}: ${report.tasks} tasks reshaped, ${report.students} students' counts recounted.`
      : `${projectId} already has data version ${SCHEMA_VERSION}: nothing to do.`,
  );
}

main()
  .then(() => closeAdminApps())
  .catch(async (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    await closeAdminApps();
    process.exitCode = 1;
  });
