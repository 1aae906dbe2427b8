/**
 * `npm run remind -- --now`: runs the students' reminder job once against the running `npm start` backend (it
 * also runs there every minute), and says how many reminders were due and sent.
 */
import { parseArgs } from "node:util";
import { reminderJob, sessionSecret } from "../functions/src/tooling";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { projectEnvironment } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { now: { type: "boolean" } } });
  if (!values.now) {
    console.error("Usage: npm run remind -- --now   (runs the reminder job once, against `npm start`'s backend)");
    process.exit(2);
  }
  const { env, emulators } = await projectEnvironment(undefined);
  const hosting = `http://${emulators.hosting.host}:${emulators.hosting.port}`;
  const run = await reminderJob(adminFirestore(env), { appUrl: hosting, sessionSecret: sessionSecret(false, env) })();
  console.log(`Reminders: ${run.due} due, ${run.sent} sent.`);
  await closeAdminApps();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
