import { Router } from "express";
import type { AppDeps } from "../deps";
import { requireUser } from "../middleware/session";

export function usersRouter(_deps: AppDeps): Router {
  const router = Router();

  router.get("/is-auth", requireUser, (req, res) => {
    res.json({ success: true, message: "You are signed in.", user: req.user });
  });

  return router;
}
