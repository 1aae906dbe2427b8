import path from "node:path";

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
  if (dir && !production) {
    return { production, fileStore: { kind: "local", dir: path.resolve(dir) } };
  }
  return { production, fileStore: { kind: "cloud", bucket: env.FILE_STORE_BUCKET || undefined } };
}
