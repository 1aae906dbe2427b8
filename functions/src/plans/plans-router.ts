import { Router } from "express";
import { deletePlanSchema, editPlanSchema, planStudentsSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { parseBody, parseFields, pathId } from "../http/validate";
import { enforce, type RateLimiter } from "../rate-limits/rate-limiter";
import { changePlanStudents, deletePlan, editPlan, type PlanDeps } from "./plans-service";

export interface PlansRouterDeps extends PlanDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated">;
}

/** `/api/plans`: an admin's plans as wholes (issue 34). */
export function plansRouter(deps: PlansRouterDeps): Router {
  const router = Router();

  router.get("/", requireAdmin, async (_req, res) => {
    const plans = await deps.plans.list();
    res.json({ success: true, message: `${plans.length} plans`, plans });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const edited = await editPlan(deps, pathId(req, "id"), parseBody(editPlanSchema, req));
    res.json({ success: true, message: edited === 1 ? "1 task changed" : `${edited} tasks changed` });
  });

  router.post("/:id/students", requireAdmin, async (req, res) => {
    const admin = currentUser(req)._id;
    const { added, removed } = await changePlanStudents(
      deps,
      pathId(req, "id"),
      parseBody(planStudentsSchema, req),
      (count) => enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, admin, count),
    );
    res.json({ success: true, message: `${added} tasks added, ${removed} removed`, added, removed });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const { part } = parseFields(deletePlanSchema, req.query);
    const deleted = await deletePlan(deps, pathId(req, "id"), part);
    res.json({ success: true, message: deleted === 1 ? "1 task deleted" : `${deleted} tasks deleted` });
  });

  return router;
}
