/**
 * What the repository's tools (scripts/: start, seed, backup, create-admin, migrate, bench) may use of the
 * function's code: the app and its parts, the repositories, the file stores and the checks the bench measures.
 * scripts/ imports nothing else under functions/src (eslint.config.js holds it to this module).
 */
export { buildDeps, createApp, type AppDeps } from "./app";
export { FUNCTION_RUNTIME, loadConfig } from "./config";
export { createFileStore } from "./files";
export { CloudStorageFileStore } from "./files/cloud-storage-file-store";
export type { FileStore } from "./files/file-store";
export { newFileKey } from "./files/file-urls";
export { identifyAudio } from "./files/audio";
export { thumbnail } from "./files/images";
export { LocalDiskFileStore } from "./files/local-disk-file-store";
export { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "./auth/session-tokens";
export { adminAuth } from "./lib/firebase";
export {
  NOTIFICATION_PAGE_SIZE,
  NotificationRepository,
  type NewNotification,
} from "./notifications/notification-repository";
export { GroupRepository } from "./groups/group-repository";
export { migrate, SCHEMA_VERSION } from "./tasks/migrate";
export { noticeWords } from "./notifications/notice";
export { translatorFor } from "./i18n/translator";
export { PlanRepository } from "./plans/plan-repository";
export { reminderJob } from "./reminders/run";
export { sessionSecret } from "./auth/session-secret";
export { uploadProof } from "./tasks/review-service";
export { TaskRepository } from "./tasks/task-repository";
export { UserRepository } from "./users/user-repository";
