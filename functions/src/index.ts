import { onRequest } from "firebase-functions/v2/https";
import { buildDeps, createApp } from "./app";
import { assertSafeEnvironment, FUNCTION_RUNTIME, loadConfig } from "./config";
import { createFileStore } from "./files";
import { adminAuth, firestore } from "./lib/firebase";
import { sessionSecret } from "./auth/session-secret";

assertSafeEnvironment();

const config = loadConfig();

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
