import express, { type Express } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { authRouter, sessionRouter } from "./auth/auth-router";
import { boardRouter } from "./board/board-router";
import { ConversationRepository } from "./conversations/conversation-repository";
import { conversationsRouter } from "./conversations/conversations-router";
import { csrfForStateChanges, refuseCrossSite } from "./auth/csrf";
import { SessionRepository } from "./auth/session-repository";
import { loadSession } from "./auth/session-middleware";
import type { AppConfig } from "./config";
import type { FileStore } from "./files/file-store";
import { FILES_ROUTE } from "./files/file-urls";
import { GroupRepository } from "./groups/group-repository";
import { groupsRouter } from "./groups/groups-router";
import { enrolmentRouter } from "./enrolment/enrolment-router";
import { filesRouter } from "./files/files-router";
import { MediaStore } from "./files/media-store";
import { UploadLeases } from "./files/upload-leases";
import { Leases } from "./lib/firestore/leases";
import { remindersRouter } from "./reminders/reminders-router";
import { UNSUBSCRIBE_PATH } from "./mail/mail-parts";
import { unsubscribeRouter } from "./reminders/unsubscribe";
import { apiVersion } from "./http/api-version";
import { LIST_ROUTE, MAX_JSON_BODY_BYTES, MAX_LIST_BODY_BYTES, refuseOversizedBodies } from "./http/body-limits";
import { errorHandler, notFoundHandler } from "./http/error-handler";
import { securityHeaders } from "./http/security-headers";
import type { AuthPort } from "./lib/firebase";
import { MailRepository } from "./mail/mail-repository";
import { NotificationRepository } from "./notifications/notification-repository";
import { PlanRepository } from "./plans/plan-repository";
import { plansRouter } from "./plans/plans-router";
import { notificationsRouter } from "./notifications/notifications-router";
import { RateLimiter } from "./rate-limits/rate-limit-repository";
import { ReviewRepository } from "./reviews/review-repository";
import { reviewsRouter } from "./reviews/reviews-router";
import { SavedCommentsRepository } from "./reviews/saved-comments-repository";
import { savedCommentsRouter } from "./reviews/saved-comments-router";
import { TaskRepository } from "./tasks/task-repository";
import { tasksRouter, userTasksRouter } from "./tasks/tasks-router";
import { TemplateRepository } from "./templates/template-repository";
import { templatesRouter } from "./templates/templates-router";
import { UserRepository } from "./users/user-repository";
import { usersRouter } from "./users/users-router";

/** What the API needs from the outside world: `index.ts` gives the real ones, tests the emulators'. */
export interface AppParts {
  config: AppConfig;
  db: Firestore;
  auth: AuthPort;
  files: FileStore;
  /** Key for the CSRF tokens bound to each session. */
  sessionSecret: string;
}

/** The parts and what is built on them, from which each route gets only what it uses. */
export interface AppDeps extends AppParts {
  users: UserRepository;
  sessions: SessionRepository;
  tasks: TaskRepository;
  reviews: ReviewRepository;
  notifications: NotificationRepository;
  rateLimiter: RateLimiter;
  media: MediaStore;
  templates: TemplateRepository;
  leases: Leases;
  uploadLeases: UploadLeases;
  plans: PlanRepository;
  groups: GroupRepository;
  conversations: ConversationRepository;
  mail: MailRepository;
  savedComments: SavedCommentsRepository;
}

export function buildDeps(parts: AppParts): AppDeps {
  const leases = new Leases(parts.db);
  return {
    ...parts,
    users: new UserRepository(parts.db),
    sessions: new SessionRepository(parts.db),
    tasks: new TaskRepository(parts.db),
    reviews: new ReviewRepository(parts.db),
    notifications: new NotificationRepository(parts.db),
    rateLimiter: new RateLimiter(parts.db),
    media: new MediaStore(parts.files),
    templates: new TemplateRepository(parts.db),
    leases,
    uploadLeases: new UploadLeases(leases),
    plans: new PlanRepository(parts.db),
    groups: new GroupRepository(parts.db),
    conversations: new ConversationRepository(parts.db),
    mail: new MailRepository(parts.db),
    savedComments: new SavedCommentsRepository(parts.db),
  };
}

/** Builds the API. `index.ts` serves it from the Cloud Function; tests run it in-process. */
export function createApp(deps: AppDeps): Express {
  const { config, users, sessions, tasks, reviews, notifications, media, rateLimiter, templates, plans, groups } = deps;
  const { leases, uploadLeases, savedComments } = deps;
  const cookies = { production: config.production, sessionSecret: deps.sessionSecret };
  const limits = { rateLimiter, rateLimits: config.rateLimits };
  const invitations = { appUrl: config.appUrl, sessionSecret: deps.sessionSecret };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", config.trustProxyHops);

  app.use(securityHeaders);
  app.use(apiVersion);
  app.use(refuseOversizedBodies);
  // Only the list's own POST gets the larger limit: `use` would give it to every method and path beneath it too.
  app.post(LIST_ROUTE, express.json({ limit: MAX_LIST_BODY_BYTES }));
  app.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  app.use(refuseCrossSite(config.allowedHosts));
  app.use(UNSUBSCRIBE_PATH, unsubscribeRouter({ users, sessionSecret: deps.sessionSecret }));
  app.use(loadSession({ sessions, users, cookies }));
  app.use(csrfForStateChanges(deps.sessionSecret));

  app.use("/api/auth", authRouter({ auth: deps.auth, users, sessions, cookies, ...limits }));
  app.use("/api/users", sessionRouter({ sessions, cookies }));
  app.use(
    "/api/users",
    enrolmentRouter({
      ...{ tasks, plans, groups, users, shownGroups: users, notifications, media, leases },
      ...{ invitations, ...limits },
    }),
  );
  app.use(
    "/api/users",
    usersRouter({
      ...{ users, media, sessions, tasks, notifications, groups, savedComments, uploadLeases, auth: deps.auth },
      ...{ invitations, ...limits },
    }),
  );
  app.use("/api/users", userTasksRouter({ tasks, users }));
  app.use("/api/tasks", tasksRouter({ tasks, plans, groups, users, notifications, media, leases, ...limits }));
  app.use("/api/tasks", reviewsRouter({ reviews, notifications, media, users, groups, uploadLeases, ...limits }));
  app.use(
    "/api/tasks",
    conversationsRouter({
      conversations: deps.conversations,
      notifications,
      mail: deps.mail,
      rateLimiter,
      messageLimit: config.rateLimits.messages,
      appUrl: config.appUrl,
      sessionSecret: deps.sessionSecret,
    }),
  );
  app.use("/api/reviews/saved-comments", savedCommentsRouter({ savedComments }));
  app.use("/api/notifications", notificationsRouter({ notifications }));
  app.use("/api/templates", templatesRouter({ templates }));
  app.use("/api/reminders", remindersRouter({ users, reviews, groups }));
  app.use("/api/plans", plansRouter({ tasks, plans, users, notifications, media, leases, ...limits }));
  app.use(
    "/api/groups",
    groupsRouter({ tasks, plans, groups, users, shownGroups: users, notifications, media, leases, ...limits }),
  );
  app.use("/api/board", boardRouter({ users, tasks, groups, sessionSecret: deps.sessionSecret, ...limits }));
  app.use(FILES_ROUTE, filesRouter({ media }));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
