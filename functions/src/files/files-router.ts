import { createHash } from "node:crypto";
import { Router } from "express";
import { currentUser, requireUser } from "../auth/session-middleware";
import { badRequest, notFound } from "../errors";
import { assertValidKey } from "./file-store";
import { isThumbnailKey, type MediaStore } from "./media-store";

const KINDS = new Set(["pictures", "proofs", "voice"]);

/** Keys are never reused, so a key (and size) names the same bytes forever: it is the ETag. */
const etagOf = (key: string, size: string) =>
  `"${createHash("sha256").update(`${key}|${size}`).digest("base64url").slice(0, 32)}"`;

/**
 * Serves stored images and recordings with a permission check on every request: students get their own files
 * only (a voice comment on their review is kept under them), admins get every file. Anything else is "not found", so nothing leaks about files that exist. The browser may
 * keep a copy but must ask again before each use (`no-cache`): the permission check runs every time and a
 * kept copy costs a 304, so a copy never outlives the access that fetched it. One range of a file (a media
 * player's request) is answered 206; anything else gets the whole file.
 */
export function filesRouter(deps: { media: MediaStore }): Router {
  const router = Router();

  router.get("/:kind/:owner/:name", requireUser, async (req, res) => {
    const { kind, owner, name } = req.params as { kind: string; owner: string; name: string };
    const user = currentUser(req);
    const key = `${kind}/${owner}/${name}`;
    const allowed = KINDS.has(kind) && (user.role === "admin" || user._id === owner);
    if (!allowed || !isValidKey(key) || isThumbnailKey(key)) throw notFound("There is no such file.");
    const size = req.query.size;
    if (size !== undefined && size !== "thumb") throw badRequest('size must be "thumb" when given.');
    const etag = etagOf(key, size ?? "full");
    const caching = { "Cache-Control": "private, no-cache", ETag: etag };
    if (req.get("if-none-match") === etag) {
      res.status(304).set(caching).end();
      return;
    }
    const served = size === "thumb" ? await deps.media.thumbnail(key) : await deps.media.get(key);
    if (!served) throw notFound("There is no such file.");
    res.set({
      ...caching,
      "Content-Type": served.contentType,
      "Content-Disposition": "inline",
      "Accept-Ranges": "bytes",
    });
    // A part of the file, as media players ask for (Safari plays and seeks a recording only this way).
    const ranges = size === undefined ? req.range(served.bytes.length, { combine: true }) : undefined;
    if (ranges === -1) {
      res.status(416).set("Content-Range", `bytes */${served.bytes.length}`).end();
      return;
    }
    const [range] = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges : [];
    if (range) {
      const { start, end } = range;
      res
        .status(206)
        .set({
          "Content-Range": `bytes ${start}-${end}/${served.bytes.length}`,
          "Content-Length": String(end - start + 1),
        })
        .end(served.bytes.subarray(start, end + 1));
      return;
    }
    res.set("Content-Length", String(served.bytes.length)).end(served.bytes);
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
