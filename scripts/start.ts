/**
 * `npm start`: builds both workspaces, starts the local Firebase stack, seeds the demo data, prints the URL
 * and the demo accounts, and on Ctrl-C stops everything it started, keeping the data for next time.
 */
import path from "node:path";
import { DEMO_ACCOUNTS } from "@common/demo-accounts";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { describeLocalFirestore } from "./lib/local-firestore";
import { onInterrupt } from "./lib/interrupt";
import { run } from "./lib/run";
import { migrate, reminderJob, sessionSecret } from "../functions/src/tooling";
import { seedDemoData } from "./lib/seed";
import { startMailCatcher, type RunningMailCatcher } from "./lib/mail-catcher";
import { describeFunctionNode, localDataDir, ROOT, StackError, startStack, type RunningStack } from "./lib/stack";

const say = (line: string) => console.log(`» ${line}`);

async function main(): Promise<void> {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  // `npm start -- --no-build` starts what was last built.
  if (!process.argv.includes("--no-build")) {
    say("Building the API and the web app...");
    if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0)
      fail("The API build failed (see above).");
    if ((await run("npm", ["run", "--silent", "build:emulator", "-w", "web"])) !== 0)
      fail("The web build failed (see above).");
  }

  const dataDir = localDataDir();
  const logFile = path.join(dataDir, "emulators.log");
  say("Starting the local Firebase stack...");
  let stack: RunningStack;
  try {
    stack = await startStack({ dataDir, persist: true, output: { logFile }, say });
  } catch (error) {
    if (error instanceof StackError) fail(error.message);
    throw error;
  }

  // The daily reminders and digests, as the schedule runs them deployed: checked every minute here, their
  // e-mails sent to the local mail catcher.
  const reminders: { timer?: NodeJS.Timeout; mail?: RunningMailCatcher } = {};
  // From here Ctrl-C stops the stack properly, saving its data (before, it kills what was started).
  onInterrupt(async () => {
    clearInterval(reminders.timer);
    await reminders.mail?.stop();
    say("Stopping: saving the data and shutting the emulators down...");
    await stack.stop();
    await closeAdminApps();
    say(`Stopped. The data is kept in ${path.relative(ROOT, dataDir)}/ for the next \`npm start\`.`);
  });

  Object.assign(process.env, stack.env);
  try {
    // Data kept from an earlier version is brought to this one's shape first (once).
    const migrated = await migrate(adminFirestore(stack.env));
    if (migrated)
      say(`Data brought up to date: ${migrated.tasks} tasks reshaped, ${migrated.students} students recounted.`);
    const seeded = await seedDemoData(adminFirestore(stack.env));
    say(`Demo data: ${seeded.created} records created, ${seeded.existing} already there.`);
  } catch (error) {
    console.error(error);
    await stack.stop();
    fail("Preparing the data failed (see above); everything that was started has been stopped.");
  }

  try {
    reminders.mail = await startMailCatcher({ mailDirectory: path.join(dataDir, "mail") });
  } catch (error) {
    await stack.stop();
    fail(`The local mail catcher could not start: ${(error as Error).message}`);
  }
  const mail = reminders.mail;
  const remind = reminderJob(adminFirestore(stack.env), {
    appUrl: stack.hostingUrl,
    sessionSecret: sessionSecret(false, stack.env),
    smtpUrl: mail.smtpUrl,
    mailFrom: "Task Planner <noreply@taskplanner.test>",
  });
  reminders.timer = setInterval(() => {
    remind()
      .then(
        ({ reminders: sent }) => sent.sent > 0 && say(`Reminders: ${sent.sent} sent (e-mails in ${mail.inboxUrl}).`),
      )
      .catch((error: unknown) => console.error("The reminder job failed:", error));
  }, 60_000);

  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.name.length));
  console.log(
    [
      "",
      `  Task Planner is running at ${stack.hostingUrl}`,
      `  E-mails it sends (reminders, digests) arrive at ${mail.inboxUrl}`,
      "",
      "  Sign in with the 'Sign in with Google' button and pick a demo account:",
      ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)}${a.name.padEnd(width + 2)}${a.email}`),
      "",
      `  ${describeLocalFirestore(stack.firestore)}`,
      `  ${describeFunctionNode()}`,
      `  Emulator logs: ${path.relative(ROOT, dataDir)}/*.log`,
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
