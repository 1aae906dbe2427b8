import { Router } from "express";
import { editGroupSchema, groupSchema, groupStudentsSchema, shownGroupSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { notFound } from "../errors";
import { parseBody, pathId } from "../http/validate";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { changeGroupStudents, deleteGroup, showGroup, type GroupDeps } from "./groups-service";
import { sayTo } from "../http/caller-language";

export interface GroupsRouterDeps extends GroupDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "tasksCreated">;
}

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

  router.put("/shown", requireAdmin, async (req, res) => {
    const { groupId } = parseBody(shownGroupSchema, req);
    await showGroup(deps, currentUser(req)._id, groupId);
    res.json({ success: true, message: (await sayTo(req))("api.groupShown", { shown: groupId ? "group" : "all" }) });
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const group = await deps.groups.update(pathId(req, "id"), parseBody(editGroupSchema, req));
    res.json({ success: true, message: (await sayTo(req))("api.groupSaved", { name: group.name }), group });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    if (!(await deleteGroup(deps, pathId(req, "id")))) throw notFound("There is no such group.");
    res.json({ success: true, message: (await sayTo(req))("api.groupDeleted") });
  });

  router.post("/:id/students", requireAdmin, async (req, res) => {
    const admin = currentUser(req)._id;
    const change = await changeGroupStudents(deps, pathId(req, "id"), parseBody(groupStudentsSchema, req), (count) =>
      enforce(deps.rateLimiter, "tasks-created", deps.rateLimits.tasksCreated, admin, count),
    );
    const { joined, left, added, removed } = change;
    const say = await sayTo(req);
    // Who joined and left, then what the group's plans did, each part only when it is not nothing.
    const message = [
      say("api.groupStudentsChanged", { joined: joined.length, left: left.length }),
      say("api.groupPlanTasksChanged", { added, removed }),
    ]
      .filter(Boolean)
      .join(" ");
    res.json({ success: true, message, ...change });
  });

  return router;
}
