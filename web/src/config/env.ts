/**
 * The build-time configuration, from `VITE_*` variables; checked when the build starts (build/build-env.ts), so
 * that the page holds only the values.
 */
const raw = import.meta.env;

export const env = {
  /** Backend base address ({host} in the spec); empty means the same origin, as behind Firebase Hosting. */
  apiBaseUrl: (raw.VITE_API_BASE_URL ?? "").replace(/\/$/, ""),
  /** The contact address in the footer ({email} in the spec). */
  contactEmail: raw.VITE_CONTACT_EMAIL || "taskplanner.team@example.com",
  firebase: {
    apiKey: raw.VITE_FIREBASE_API_KEY || "demo-api-key",
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    projectId: raw.VITE_FIREBASE_PROJECT_ID || "demo-task-planner",
  },
  /** Set when signing in against the Auth emulator, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl: raw.VITE_AUTH_EMULATOR_URL || undefined,
} as const;
