import { Router } from "express";
import { savedCommentsSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import { callerLanguage, sayTo } from "../http/caller-language";
import { parseBody } from "../http/validate";
import { saveComments, savedCommentsOf, type SavedCommentsDeps } from "./saved-comments-service";

/** `/api/reviews/saved-comments`: the signed-in admin's own saved review comments, read and replaced whole. */
export function savedCommentsRouter(deps: SavedCommentsDeps): Router {
  const router = Router();

  router.get("/", requireAdmin, async (req, res) => {
    const saved = await savedCommentsOf(deps, currentUser(req)._id, callerLanguage(req));
    res.json({ success: true, message: `${saved.comments.length} saved comments`, ...saved });
  });

  router.put("/", requireAdmin, async (req, res) => {
    const saved = await saveComments(deps, currentUser(req)._id, parseBody(savedCommentsSchema, req));
    res.json({ success: true, message: (await sayTo(req))("api.savedCommentsSaved"), ...saved });
  });

  return router;
}
