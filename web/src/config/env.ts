import { z } from "zod";

/** The build-time configuration, parsed and checked once. Values come from `VITE_*` variables. */
const envSchema = z.object({
  /** Backend base address ({host} in the spec); empty means the same origin, as behind Firebase Hosting. */
  VITE_API_BASE_URL: z.string().default(""),
  /** The contact address in the footer ({email} in the spec). */
  VITE_CONTACT_EMAIL: z.string().email().default("taskplanner.team@example.com"),
  VITE_FIREBASE_API_KEY: z.string().default("demo-api-key"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().default("demo-task-planner.firebaseapp.com"),
  VITE_FIREBASE_PROJECT_ID: z.string().default("demo-task-planner"),
  /** Set when signing in against the Auth emulator, e.g. http://127.0.0.1:9099. */
  VITE_AUTH_EMULATOR_URL: z.string().url().optional(),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid build configuration: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  apiBaseUrl: parsed.data.VITE_API_BASE_URL.replace(/\/$/, ""),
  contactEmail: parsed.data.VITE_CONTACT_EMAIL,
  firebase: {
    apiKey: parsed.data.VITE_FIREBASE_API_KEY,
    authDomain: parsed.data.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
  },
  authEmulatorUrl: parsed.data.VITE_AUTH_EMULATOR_URL,
} as const;
