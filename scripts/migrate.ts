/**
 * Brings a project's data to the shape this version of the API reads (see functions/src/tasks/migrate.ts):
 *
 *   npm run migrate                       # the running `npm start` backend (npm start also does it itself)
 *   npm run migrate -- --project my-app   # a real project, before or right after deploying this version
 *
 * For a real project it uses Application Default Credentials (`gcloud auth application-default login`).
 */
import { parseArgs } from "node:util";
import { migrate, SCHEMA_VERSION } from "../functions/src/tooling";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { projectEnvironment } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: "string" } } });
  const { projectId, env } = await projectEnvironment(values.project);
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
