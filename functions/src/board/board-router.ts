import { Router } from "express";
import { boardQuerySchema, exportQuerySchema } from "@common/validation";
import { requireCsrfToken } from "../auth/csrf";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { parseFields } from "../http/validate";
import { classWeek, exportCsv, type BoardDeps } from "./board-service";

export interface BoardRouterDeps extends BoardDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "exports">;
  sessionSecret: string;
}

/** `/api/board`: the admin's class week board and its CSV export. */
export function boardRouter(deps: BoardRouterDeps): Router {
  const router = Router();

  router.get("/", requireAdmin, async (req, res) => {
    const { week, group } = parseFields(boardQuerySchema, req.query);
    const board = await classWeek(deps, week, group);
    res.json({ success: true, message: `${board.students.length} students, ${board.tasks.length} tasks`, ...board });
  });

  // The export is a GET that downloads a file: it asks for the CSRF header all the same, so that a link on
  // another site cannot make an admin's browser fetch the class's data; and it is limited per admin.
  router.get("/export", requireAdmin, requireCsrfToken(deps.sessionSecret), async (req, res) => {
    const { from, to, timeZone, group } = parseFields(exportQuerySchema, req.query);
    await enforce(deps.rateLimiter, "exports", deps.rateLimits.exports, currentUser(req)._id);
    const csv = await exportCsv(deps, { from, to }, timeZone, group);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tasks-${from}-to-${to}.csv"`,
      "Cache-Control": "private, no-store",
    });
    // A byte-order mark, so that spreadsheets read the names' accents as UTF-8.
    res.send(`\uFEFF${csv}`);
  });

  return router;
}
