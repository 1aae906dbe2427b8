import express, { type Express } from "express";
import type { AppDeps } from "./deps";
import { errorHandler, notFoundHandler } from "./middleware/error-handler";
import { MAX_JSON_BODY_BYTES, refuseOversizedBodies } from "./middleware/body-limits";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { authRouter } from "./auth/auth-router";
import { csrfForStateChanges, refuseCrossSite } from "./middleware/csrf";
import { filesRouter } from "./files/files-router";
import { FILES_ROUTE } from "./files/file-urls";
import { notificationsRouter } from "./notifications/notifications-router";
import { tasksRouter } from "./tasks/tasks-router";
import { usersRouter } from "./users/users-router";

/** Builds the API. `index.ts` serves it from the Cloud Function; tests run it in-process. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", deps.config.trustProxyHops);

  app.use(securityHeaders);
  app.use(refuseOversizedBodies);
  app.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  app.use(refuseCrossSite(deps));
  app.use(loadSession(deps));
  app.use(csrfForStateChanges(deps));

  app.use("/api/auth", authRouter(deps));
  app.use("/api/users", usersRouter(deps));
  app.use("/api/tasks", tasksRouter(deps));
  app.use("/api/notifications", notificationsRouter(deps));
  app.use(FILES_ROUTE, filesRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
