/**
 * `npm run remind -- --now`: runs the reminder job once against the running `npm start` backend (it also runs
 * there every minute): the reminders and digests due, and their e-mails to the local mail catcher.
 */
import { parseArgs } from "node:util";
import { reminderJob, sessionSecret } from "../functions/src/tooling";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { MAIL_CATCHER } from "./lib/mail-catcher";
import { projectEnvironment } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { now: { type: "boolean" } } });
  if (!values.now) {
    console.error("Usage: npm run remind -- --now   (runs the reminder job once, against `npm start`'s backend)");
    process.exit(2);
  }
  const { env, emulators } = await projectEnvironment(undefined);
  const hosting = `http://${emulators.hosting.host}:${emulators.hosting.port}`;
  const catcher = `http://localhost:${MAIL_CATCHER.webPort}`;
  const run = await reminderJob(adminFirestore(env), {
    appUrl: hosting,
    sessionSecret: sessionSecret(false, env),
    smtpUrl: process.env.SMTP_URL || `smtp://${MAIL_CATCHER.host}:${MAIL_CATCHER.smtpPort}`,
    mailFrom: "Task Planner <noreply@taskplanner.test>",
  })();
  console.log(`Reminders: ${run.reminders.due} due, ${run.reminders.sent} sent.`);
  if (run.mail)
    console.log(`E-mails: ${run.mail.sent} sent to ${catcher}, ${run.mail.failed} failed (tried again later).`);
  await closeAdminApps();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
