import { Router } from "express";
import { MESSAGES } from "@common/messages";
import { editGroupSchema, groupSchema, groupStudentsSchema, shownGroupSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { badRequest, notFound } from "../errors";
import { parseBody, pathId } from "../http/validate";
import type { Leases } from "../lib/firestore/leases";
import type { UserRepository } from "../users/user-repository";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { changeGroupStudents, type GroupDeps } from "./groups-service";
import { sayTo } from "../http/caller-language";

export interface GroupsRouterDeps extends GroupDeps {
  /** The admin's record, where their choice of a group to show is kept. */
  shownGroups: Pick<UserRepository, "setShownGroup" | "forgetShownGroup">;
  leases: Leases;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated">;
}

const BUSY = "right now: try again in a moment.";

/** `/api/groups`: an admin's groups, their names and their students. */
export function groupsRouter(deps: GroupsRouterDeps): Router {
  const router = Router();

  router.get("/", requireAdmin, async (_req, res) => {
    const groups = await deps.groups.list();
    res.json({ success: true, message: `${groups.length} groups`, groups });
  });

  router.post("/", requireAdmin, async (req, res) => {
    const group = await deps.groups.create(parseBody(groupSchema, req));
    const message = (await sayTo(req))("api.groupCreated", { name: group.name });
    res.status(201).json({ success: true, message, group });
  });

  // The admin's own choice of the group their lists show; remembered on their record, so it follows them.
  router.put("/shown", requireAdmin, async (req, res) => {
    const { groupId } = parseBody(shownGroupSchema, req);
    if (groupId && !(await deps.groups.find(groupId))) throw badRequest(MESSAGES.groupInvalid);
    await deps.shownGroups.setShownGroup(currentUser(req)._id, groupId);
    res.json({ success: true, message: (await sayTo(req))("api.groupShown", { shown: groupId ? "group" : "all" }) });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const group = await deps.groups.update(pathId(req, "id"), parseBody(editGroupSchema, req));
    res.json({ success: true, message: (await sayTo(req))("api.groupSaved", { name: group.name }), group });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const groupId = pathId(req, "id");
    const deleted = await deps.leases.exclusive(`group-${groupId}`, `This group is being changed ${BUSY}`, () =>
      deps.groups.delete(groupId),
    );
    if (!deleted) throw notFound("There is no such group.");
    await Promise.all([deps.plans.stopFollowing(groupId), deps.shownGroups.forgetShownGroup(groupId)]);
    res.json({ success: true, message: (await sayTo(req))("api.groupDeleted") });
  });

  /**
   * One change of a group at a time (across instances; the second is 409 at once), and within it one change of
   * each plan that follows it, as Plans' own changes are.
   */
  router.post("/:id/students", requireAdmin, async (req, res) => {
    const admin = currentUser(req)._id;
    const groupId = pathId(req, "id");
    const input = parseBody(groupStudentsSchema, req);
    const change = await deps.leases.exclusive(`group-${groupId}`, `This group is being changed ${BUSY}`, () =>
      changeGroupStudents(
        deps,
        groupId,
        input,
        (planId, work) =>
          deps.leases.exclusive(`plan-${planId}`, `A plan of this group is being changed ${BUSY}`, work),
        (count) => enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, admin, count),
      ),
    );
    const { joined, left, added, removed } = change;
    res.json({
      success: true,
      message: `${joined.length} joined, ${left.length} left; ${added} plan tasks added, ${removed} removed`,
      ...change,
    });
  });

  return router;
}
