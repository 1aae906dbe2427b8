import { Router } from "express";
import * as z from "zod";
import type { AppDeps } from "../deps";
import { setSessionCookies } from "../sessions/session-cookies";
import { signInWithGoogle } from "../sessions/session-service";
import { parseBody } from "../middleware/validate";

const googleSignInSchema = z.strictObject({
  // A Firebase ID token is a JWT: base64url parts joined by dots.
  credential: z
    .string({ error: "credential is required." })
    .min(1, "credential is required.")
    .max(8192, "credential is too long.")
    .regex(/^[\w.-]+$/, "credential is not a sign-in token."),
});

export function authRouter(deps: AppDeps): Router {
  const router = Router();

  router.post("/google", async (req, res) => {
    const { credential } = parseBody(googleSignInSchema, req);
    const { token, user } = await signInWithGoogle(deps, credential, req.ip ?? "unknown");
    setSessionCookies(res, deps, token);
    res.json({ success: true, message: `Welcome, ${user.name}!`, user });
  });

  return router;
}
