import path from "node:path";
import { DEFAULT_RATE_LIMITS, parseRateLimit, type RateLimits } from "./rate-limits/rate-limiter";

/** Variables that make firebase-admin trust an emulator (which accepts unsigned tokens). */
export const EMULATOR_VARIABLES = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;

export type FileStoreKind = "local" | "cloud";

export interface AppConfig {
  /** True on Cloud Run / Cloud Functions, false in the emulators and in-process tests. */
  production: boolean;
  rateLimits: RateLimits;
  /**
   * Proxies in front of the function whose X-Forwarded-For entries are trusted (Express "trust proxy"):
   * the client address used for rate limits is the entry that many hops from the right.
   */
  trustProxyHops: number;
  fileStore: { kind: "local"; dir: string } | { kind: "cloud"; bucket?: string };
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
      signIn: parseRateLimit(env.RATE_LIMIT_SIGN_IN, DEFAULT_RATE_LIMITS.signIn),
      upload: parseRateLimit(env.RATE_LIMIT_UPLOAD, DEFAULT_RATE_LIMITS.upload),
    },
    // Deployed: Google's front end and Firebase Hosting; in the emulators: the Hosting emulator.
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? (production ? 2 : 1)),
  };
}
