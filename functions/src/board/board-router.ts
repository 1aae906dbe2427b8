import { Router } from "express";
import { boardQuerySchema, exportQuerySchema } from "@common/validation";
import { requireAdmin } from "../auth/session-middleware";
import { parseFields } from "../http/validate";
import { classWeek, exportCsv, type BoardDeps } from "./board-service";

/** `/api/board`: the admin's class week board and its CSV export (issue 18). */
export function boardRouter(deps: BoardDeps): Router {
  const router = Router();

  router.get("/", requireAdmin, async (req, res) => {
    const { week } = parseFields(boardQuerySchema, req.query);
    const board = await classWeek(deps, week);
    res.json({ success: true, message: `${board.students.length} students, ${board.tasks.length} tasks`, ...board });
  });

  router.get("/export", requireAdmin, async (req, res) => {
    const { from, to, timeZone } = parseFields(exportQuerySchema, req.query);
    const csv = await exportCsv(deps, { from, to }, timeZone);
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
