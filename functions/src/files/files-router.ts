import { Router } from "express";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { currentUser, requireUser } from "../middleware/session";
import { assertValidKey } from "./file-store";
import { thumbnail } from "./images";

const KINDS = new Set(["pictures", "proofs"]);

/**
 * Serves stored images with a permission check on every request: students get their own files only, admins
 * get every file. Anything else is "not found", so nothing leaks about files that exist.
 */
export function filesRouter(deps: AppDeps): Router {
  const router = Router();

  router.get("/:kind/:owner/:name", requireUser, async (req, res) => {
    const { kind, owner, name } = req.params as { kind: string; owner: string; name: string };
    const user = currentUser(req);
    const key = `${kind}/${owner}/${name}`;
    const allowed = KINDS.has(kind) && (user.role === "admin" || user._id === owner);
    if (!allowed || !isValidKey(key)) throw notFound("There is no such file.");
    const size = req.query.size;
    if (size !== undefined && size !== "thumb") throw badRequest('size must be "thumb" when given.');
    const file = await deps.files.get(key);
    if (!file) throw notFound("There is no such file.");
    const served = size === "thumb" ? { bytes: await thumbnail(file.bytes), contentType: "image/webp" } : file;
    res.set({
      "Content-Type": served.contentType,
      "Content-Length": String(served.bytes.length),
      // Keys are never reused, so the bytes behind a URL never change; only this browser may keep them.
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    });
    res.end(served.bytes);
  });

  return router;
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
