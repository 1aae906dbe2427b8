import supertest from "supertest";
import { beforeAll } from "vitest";
import type { User } from "@common/api-types";

import type { AppDeps } from "../../src/app";
import { emulatorGoogleIdToken } from "../../../scripts/lib/auth-emulator";
import { provisionUser, type createTestApp } from "./test-app";

export {
  createCountedTestApp,
  createIsolatedTestApp,
  createTestApp,
  createTestAppWithOwnDatabase,
  provisionUser,
  SESSION_SECRET,
  uniqueEmail,
} from "./test-app";

/** A Google ID token from the Auth emulator (see scripts/lib/auth-emulator.ts). */
export const googleIdToken = (email: string, options: { verified?: boolean; sub?: string } = {}) =>
  emulatorGoogleIdToken(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "", email, {
    sub: `google-${email.toLowerCase()}`,
    ...options,
  });

export interface Session {
  /** The only cookie production Hosting forwards to the function. */
  cookie: string;
  xsrf: string;
  token: string;
}

function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = all.find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(";")[0];
}

export async function signIn(app: ReturnType<typeof createTestApp>["app"], email: string): Promise<Session> {
  const credential = await googleIdToken(email);
  const response = await supertest(app).post("/api/auth/google").send({ credential });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const token = cookieValue(response.headers["set-cookie"], "__session");
  const xsrf = cookieValue(response.headers["set-cookie"], "XSRF-TOKEN");
  if (!token || !xsrf) throw new Error("Sign-in set no session cookies");
  return { cookie: `__session=${token}`, xsrf, token };
}

export { cookieValue };

/** A new user of `role`, signed in: their session. */
export const signInNew = async (app: ReturnType<typeof createTestApp>["app"], deps: AppDeps, role?: User["role"]) =>
  signIn(app, (await provisionUser(deps, role)).email);

/** Sets the session's cookie and CSRF header on a request, as the web app does. */
export const withSession = (session: Session, test: supertest.Test) =>
  test.set("Cookie", session.cookie).set("X-XSRF-TOKEN", session.xsrf);

/** The key of a stored file from its URL (`/api/files/<key>`). */
export const fileKeyOf = (url: string | undefined) => (url ?? "").replace("/api/files/", "");

/** A signed-in admin and a signed-in student, made before the file's tests run (read them inside tests). */
export function signedInAdminAndStudent(app: ReturnType<typeof createTestApp>["app"], deps: AppDeps) {
  const people = {} as { admin: Session; student: Session; studentUser: User };
  beforeAll(async () => {
    people.admin = await signIn(app, (await provisionUser(deps, "admin")).email);
    people.studentUser = await provisionUser(deps);
    people.student = await signIn(app, people.studentUser.email);
  });
  return people;
}
