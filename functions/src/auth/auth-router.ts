import { Router } from "express";
import * as z from "zod";
import type { AppDeps } from "../deps";
import { setSessionCookies } from "../sessions/session-cookies";
import { signInWithGoogle } from "../sessions/session-service";
import { parseBody } from "../middleware/validate";
import { signInRateLimit } from "../middleware/rate-limits";

const googleSignInSchema = z.strictObject({
  credential: z.string({ error: "credential is required." }).min(1, "credential is required.").max(8192),
});

export function authRouter(deps: AppDeps): Router {
  const router = Router();

  router.post("/google", signInRateLimit(deps), async (req, res) => {
    const { credential } = parseBody(googleSignInSchema, req);
    const { token, user } = await signInWithGoogle(deps, credential);
    setSessionCookies(res, deps, token);
    res.json({ success: true, message: `Welcome, ${user.name}!`, user });
  });

  return router;
}
