import { Router } from "express";
import type { AppDeps } from "../deps";
import { requireCsrfToken } from "../middleware/csrf";
import { requireUser } from "../middleware/session";
import { clearSessionCookies } from "../sessions/session-cookies";
import { endSession } from "../sessions/session-service";

export function usersRouter(deps: AppDeps): Router {
  const router = Router();

  router.get("/is-auth", requireUser, (req, res) => {
    res.json({ success: true, message: "You are signed in.", user: req.user });
  });

  // A GET in the spec, but it ends the session: it needs the CSRF token like every other change.
  router.get("/logout", requireCsrfToken(deps), async (req, res) => {
    await endSession(deps, req.sessionToken);
    clearSessionCookies(res, deps);
    res.json({ success: true, message: "You have been logged out." });
  });

  return router;
}
