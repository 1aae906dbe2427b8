/**
 * The build-time configuration, read and checked once. Values come from `VITE_*` variables. (Plain checks,
 * not a schema library: this module is part of the first page load.)
 */
const raw = import.meta.env;

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    new URL(value);
  } catch {
    throw new Error(`Invalid build configuration: ${name} must be a URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

function email(name: string, value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new Error(`Invalid build configuration: ${name} must be an e-mail address, got ${JSON.stringify(value)}`);
  }
  return value;
}

export const env = {
  /** Backend base address ({host} in the spec); empty means the same origin, as behind Firebase Hosting. */
  apiBaseUrl: (raw.VITE_API_BASE_URL ?? "").replace(/\/$/, ""),
  /** The contact address in the footer ({email} in the spec). */
  contactEmail: email("VITE_CONTACT_EMAIL", raw.VITE_CONTACT_EMAIL || "taskplanner.team@example.com"),
  firebase: {
    apiKey: raw.VITE_FIREBASE_API_KEY || "demo-api-key",
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    projectId: raw.VITE_FIREBASE_PROJECT_ID || "demo-task-planner",
  },
  /** Set when signing in against the Auth emulator, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl: optionalUrl("VITE_AUTH_EMULATOR_URL", raw.VITE_AUTH_EMULATOR_URL),
} as const;
