import type { Firestore } from "firebase-admin/firestore";
import type { AppConfig } from "./config";
import type { FileStore } from "./files/file-store";
import { ImageStore } from "./files/image-store";
import type { IdTokenVerifier } from "./lib/firebase";
import { NotificationRepository } from "./notifications/notification-repository";
import { SessionRepository } from "./sessions/session-repository";
import { RateLimiter } from "./rate-limits/rate-limiter";
import { TaskRepository } from "./tasks/task-repository";
import { UserRepository } from "./users/user-repository";

/** What the routes need from the outside world; tests build it against the emulators. */
export interface AppDeps {
  config: AppConfig;
  db: Firestore;
  auth: IdTokenVerifier;
  files: FileStore;
  images: ImageStore;
  /** Key for the CSRF tokens bound to each session. */
  sessionSecret: string;
  users: UserRepository;
  sessions: SessionRepository;
  tasks: TaskRepository;
  notifications: NotificationRepository;
  rateLimiter: RateLimiter;
}

type Repositories = "users" | "sessions" | "tasks" | "notifications" | "rateLimiter" | "images";

export function buildDeps(parts: Omit<AppDeps, Repositories>): AppDeps {
  return {
    ...parts,
    images: new ImageStore(parts.files),
    users: new UserRepository(parts.db),
    sessions: new SessionRepository(parts.db),
    tasks: new TaskRepository(parts.db),
    notifications: new NotificationRepository(parts.db),
    rateLimiter: new RateLimiter(parts.db),
  };
}
