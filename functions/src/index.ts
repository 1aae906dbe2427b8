import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { buildDeps, createApp } from "./app";
import { assertSafeEnvironment, FUNCTION_RUNTIME, loadConfig } from "./config";
import { createFileStore } from "./files";
import { adminAuth, firestore } from "./lib/firebase";
import { sessionSecret } from "./auth/session-secret";
import { mailSettings, reminderJob } from "./reminders/run";

assertSafeEnvironment();

const config = loadConfig();
const projectId = process.env.GCLOUD_PROJECT ?? "task-planner";
/** Secrets of the scheduled job: the SMTP server's URL, unless the Trigger Email extension sends the mail. */
const mailSecrets = process.env.MAIL_DELIVERY === "extension" ? [] : ["SMTP_URL"];

export const api = onRequest(
  {
    region: "us-central1",
    memory: FUNCTION_RUNTIME.memory,
    concurrency: FUNCTION_RUNTIME.concurrency,
    maxInstances: FUNCTION_RUNTIME.maxInstances,
    secrets: config.production ? ["SESSION_SECRET"] : [],
  },
  createApp(
    buildDeps({
      config,
      db: firestore(),
      auth: adminAuth(),
      files: createFileStore(config.fileStore),
      sessionSecret: sessionSecret(config.production),
    }),
  ),
);

/**
 * The daily reminders and digests, and the e-mails they queue, every 15 minutes. SMTP_URL is a
 * secret (`firebase functions:secrets:set SMTP_URL`) unless MAIL_DELIVERY=extension hands the `mail`
 * collection to Firebase's Trigger Email extension. Offline, `npm start` runs the same job on a timer.
 */
export const reminders = onSchedule(
  {
    schedule: "every 15 minutes",
    region: "us-central1",
    memory: "512MiB",
    timeoutSeconds: 540,
    retryCount: 0,
    secrets: config.production ? ["SESSION_SECRET", ...mailSecrets] : [],
  },
  async () => {
    const run = reminderJob(firestore(), {
      appUrl: config.appUrl,
      sessionSecret: sessionSecret(config.production),
      ...mailSettings(process.env, projectId),
    });
    const { reminders: sent, mail: delivered } = await run();
    console.log(
      `Reminders: ${sent.sent} of ${sent.due} due sent; e-mails sent ${delivered?.sent ?? 0}, failed ${delivered?.failed ?? 0}.`,
    );
  },
);
