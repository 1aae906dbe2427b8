import { Router } from "express";
import { templateSchema } from "@common/validation";
import { currentUser, requireAdmin } from "../auth/session-middleware";
import { notFound } from "../errors";
import { sayTo } from "../http/caller-language";
import { parseBody, pathId } from "../http/validate";
import type { TemplateRepository } from "./template-repository";

/** `/api/templates`: an admin's saved tasks, to start Create Task from. */
export function templatesRouter({ templates }: { templates: TemplateRepository }): Router {
  const router = Router();

  router.get("/", requireAdmin, async (_req, res) => {
    const list = await templates.list();
    res.json({ success: true, message: `${list.length} templates`, templates: list });
  });

  router.post("/", requireAdmin, async (req, res) => {
    const template = await templates.create(parseBody(templateSchema, req), currentUser(req)._id);
    res.status(201).json({ success: true, message: (await sayTo(req))("api.templateSaved"), template });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    if (!(await templates.delete(pathId(req, "id")))) throw notFound("There is no such template.");
    res.json({ success: true, message: (await sayTo(req))("api.templateDeleted") });
  });

  return router;
}
