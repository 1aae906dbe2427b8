/** Only ever used by the emulators and tests, where nothing real is protected. */
const DEVELOPMENT_SECRET = "task-planner-development-only-secret";

/** Deployed, the secret comes from Secret Manager (`firebase functions:secrets:set SESSION_SECRET`). */
export function sessionSecret(production: boolean, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET;
  if (secret) return secret;
  if (production) {
    throw new Error("SESSION_SECRET is not set: run `firebase functions:secrets:set SESSION_SECRET`.");
  }
  return DEVELOPMENT_SECRET;
}
