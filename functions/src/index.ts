import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";
import { assertSafeEnvironment, loadConfig } from "./config";
import { buildDeps } from "./deps";
import { createFileStore } from "./files";
import { adminAuth, firestore } from "./lib/firebase";
import { sessionSecret } from "./sessions/session-secret";

assertSafeEnvironment();

const config = loadConfig();

/**
 * The runtime parses any JSON body up to 32 MB before the app can refuse it, and the worst such body (an
 * array of empty objects) takes about 750 MB of heap (`npm run bench -- body-parse`). 2 GiB and two requests
 * at a time keep one such request from taking the instance, and the requests beside it, down.
 */
export const api = onRequest(
  {
    region: "us-central1",
    memory: "2GiB",
    concurrency: 2,
    maxInstances: 50,
    secrets: config.production ? ["SESSION_SECRET"] : [],
  },
  createApp(
    buildDeps({
      config,
      db: firestore(),
      auth: adminAuth(),
      files: createFileStore(config.fileStore),
      sessionSecret: sessionSecret(config),
    }),
  ),
);
