import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { AppConfig } from "./config";
import type { FileStore } from "./files/file-store";
import { SessionRepository } from "./sessions/session-repository";
import { UserRepository } from "./users/user-repository";

/** What the routes need from the outside world; tests build it against the emulators. */
export interface AppDeps {
  config: AppConfig;
  db: Firestore;
  auth: Auth;
  files: FileStore;
  /** Key for the CSRF tokens bound to each session. */
  sessionSecret: string;
  users: UserRepository;
  sessions: SessionRepository;
}

export function buildDeps(parts: Omit<AppDeps, "users" | "sessions">): AppDeps {
  return { ...parts, users: new UserRepository(parts.db), sessions: new SessionRepository(parts.db) };
}
