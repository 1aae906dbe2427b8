import path from "node:path";
import { DEFAULT_RATE_LIMITS, parseRateLimit, type RateLimits } from "./rate-limits/rate-limit-repository";

/** Variables that make firebase-admin trust an emulator (which accepts unsigned tokens). */
export const EMULATOR_VARIABLES = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;

/**
 * The function's instance: the runtime parses any JSON body up to 32 MB before the app can refuse it, and the
 * worst such body (an array of empty objects) grows the process by some 800 MB, and peaked at 1.2 GB in the
 * Functions emulator's worker. 4 GiB and two requests at a time keep one such
 * request from taking an instance, and the request beside it, down.
 */
export const FUNCTION_RUNTIME = { memory: "4GiB", memoryMb: 4096, concurrency: 2, maxInstances: 50 } as const;

export type FileStoreKind = "local" | "cloud";

export interface AppConfig {
  /** True on Cloud Run / Cloud Functions, false in the emulators and in-process tests. */
  production: boolean;
  rateLimits: RateLimits;
  /**
   * Proxies in front of the function that append the address they saw to X-Forwarded-For (Express "trust
   * proxy"): the client address used for rate limits is the entry that many hops from the right, the one
   * the platform added, never one a client wrote.
   */
  trustProxyHops: number;
  /** Hosts (host[:port]) whose pages may send state-changing requests, beside the request's own host. */
  allowedHosts: string[];
  fileStore: { kind: "local"; dir: string } | { kind: "cloud"; bucket?: string };
  /** The app's address, which the e-mails link to (APP_URL; the project's Hosting deployed, the emulator's offline). */
  appUrl: string;
}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== "true";
}

/**
 * In emulator mode firebase-admin accepts unsigned ID tokens, so a deployed function that sees an emulator
 * variable could be signed into by anyone: refuse to start.
 */
export function assertSafeEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  if (!isProduction(env)) return;
  const set = EMULATOR_VARIABLES.filter((name) => env[name]);
  if (set.length > 0) {
    throw new Error(
      `Refusing to start in production with emulator variables set (${set.join(", ")}): ` +
        "remove them from the function's environment.",
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = isProduction(env);
  const dir = env.FILE_STORE_DIR;
  const fileStore: AppConfig["fileStore"] =
    dir && !production
      ? { kind: "local", dir: path.resolve(dir) }
      : { kind: "cloud", bucket: env.FILE_STORE_BUCKET || undefined };
  return {
    production,
    fileStore,
    rateLimits: {
      signInFailures: parseRateLimit(env.RATE_LIMIT_SIGN_IN_FAILURES, DEFAULT_RATE_LIMITS.signInFailures),
      signInAccount: parseRateLimit(env.RATE_LIMIT_SIGN_IN_ACCOUNT, DEFAULT_RATE_LIMITS.signInAccount),
      upload: parseRateLimit(env.RATE_LIMIT_UPLOAD, DEFAULT_RATE_LIMITS.upload),
      tasksCreated: parseRateLimit(env.RATE_LIMIT_TASKS, DEFAULT_RATE_LIMITS.tasksCreated),
      exports: parseRateLimit(env.RATE_LIMIT_EXPORTS, DEFAULT_RATE_LIMITS.exports),
      messages: parseRateLimit(env.RATE_LIMIT_MESSAGES, DEFAULT_RATE_LIMITS.messages),
      invitations: parseRateLimit(env.RATE_LIMIT_INVITATIONS, DEFAULT_RATE_LIMITS.invitations),
      invitationsPerAccount: parseRateLimit(
        env.RATE_LIMIT_INVITATIONS_PER_ACCOUNT,
        DEFAULT_RATE_LIMITS.invitationsPerAccount,
      ),
    },
    // Deployed, two proxies append: Firebase Hosting (the client's address), then Google's front end before
    // Cloud Run (Hosting's). Offline none does: the Hosting and Functions emulators pass the header on as
    // the client wrote it, so only the socket's address can be trusted.
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? (production ? 2 : 0)),
    allowedHosts: env.ALLOWED_HOSTS ? splitList(env.ALLOWED_HOSTS) : defaultAllowedHosts(env, production),
    appUrl: (env.APP_URL || defaultAppUrl(env, production)).replace(/\/+$/, ""),
  };
}

/** Deployed: the project's Hosting address; offline: the Hosting emulator's (firebase.json). */
export function defaultAppUrl(env: NodeJS.ProcessEnv, production: boolean): string {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? "task-planner";
  return production ? `https://${project}.web.app` : "http://127.0.0.1:5000";
}

const splitList = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Deployed: the project's two Hosting domains; offline: the Hosting emulator's address (firebase.json). */
function defaultAllowedHosts(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (production) return project ? [`${project}.web.app`, `${project}.firebaseapp.com`] : [];
  return ["127.0.0.1:5000", "localhost:5000"];
}
