import { Router } from "express";
import { deletePlanSchema, editPlanSchema, planStudentsSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { parseBody, parseFields, pathId } from "../http/validate";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { BUSY, leaseOf, type Leases } from "../lib/firestore/leases";
import { changePlanStudents, deletePlan, editPlan, type PlanDeps } from "./plans-service";
import { sayTo } from "../http/caller-language";

export interface PlansRouterDeps extends PlanDeps {
  leases: Leases;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated">;
}

/** `/api/plans`: an admin's plans as wholes. */
export function plansRouter(deps: PlansRouterDeps): Router {
  const router = Router();
  /**
   * A change of a plan goes student by student, reading the plan's students first: one change of a plan runs
   * at a time (across instances), the second is 409 at once, so none is lost, doubled or left half done.
   */
  const oneAtATime = <T>(planId: string, change: () => Promise<T>) =>
    deps.leases.exclusive(leaseOf.plan(planId), BUSY.plan, change);

  router.get("/", requireAdmin, async (_req, res) => {
    const plans = await deps.plans.list();
    res.json({ success: true, message: `${plans.length} plans`, plans });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const planId = pathId(req, "id");
    const input = parseBody(editPlanSchema, req);
    const edited = await oneAtATime(planId, () => editPlan(deps, planId, input));
    res.json({ success: true, message: (await sayTo(req))("api.tasksChanged", { count: edited }) });
  });

  router.post("/:id/students", requireAdmin, async (req, res) => {
    const admin = currentUser(req)._id;
    const planId = pathId(req, "id");
    const input = parseBody(planStudentsSchema, req);
    const { added, removed } = await oneAtATime(planId, () =>
      changePlanStudents(deps, planId, input, (count) =>
        enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, admin, count),
      ),
    );
    const message = (await sayTo(req))("api.planStudentsChanged", { added, removed });
    res.json({ success: true, message, added, removed });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const { part } = parseFields(deletePlanSchema, req.query);
    const planId = pathId(req, "id");
    const deleted = await oneAtATime(planId, () => deletePlan(deps, planId, part));
    res.json({ success: true, message: (await sayTo(req))("api.planTasksDeleted", { count: deleted }) });
  });

  return router;
}
