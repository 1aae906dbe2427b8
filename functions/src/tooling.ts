/**
 * What the repository's tools (scripts/: start, seed, backup, create-admin, migrate, bench) may use of the
 * function's code: the repositories, the file stores, the sessions' tokens and the jobs.
 * scripts/ imports nothing else under functions/src (eslint.config.js holds it to this module).
 */
export { loadConfig } from "./config";
export { createFileStore } from "./files";
export { CloudStorageFileStore } from "./files/cloud-storage-file-store";
export type { FileStore } from "./files/file-store";
export { newFileKey } from "./files/file-urls";
export { LocalDiskFileStore } from "./files/local-disk-file-store";
export { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "./auth/session-tokens";
export { adminAuth } from "./lib/firebase";
export { NotificationRepository, type NewNotification } from "./notifications/notification-repository";
export { GroupRepository } from "./groups/group-repository";
export { migrate, SCHEMA_VERSION } from "./tasks/migrate";
export { noticeWords } from "./notifications/notice";
export { translatorFor } from "./i18n/translator";
export { PlanRepository } from "./plans/plan-repository";
export { reminderJob } from "./reminders/run";
export { sessionSecret } from "./auth/session-secret";
export { uploadProof } from "./reviews/review-service";
export { TaskRepository } from "./tasks/task-repository";
export { UserRepository } from "./users/user-repository";
