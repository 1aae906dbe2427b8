/**
 * A task's thread, under `/api/tasks/:id/thread`: read a page (oldest first), write a message, edit or delete
 * one's own, mark it read. Its student and the admins only: anyone else finds no such task.
 */
import { Router, type Request } from "express";
import { THREAD_PAGE_SIZE } from "@common/constants";
import { threadMessageSchema, threadQuerySchema, threadReadSchema } from "@common/validation";
import { currentUser, requireUser } from "../auth/session-middleware";
import { sayTo } from "../http/caller-language";
import { parseBody, parseFields, pathId } from "../http/validate";
import type { Reader } from "./conversation-repository";
import {
  deleteMessage,
  editMessage,
  markThreadRead,
  postMessage,
  threadPage,
  type ConversationDeps,
} from "./conversation-service";

const readerOf = (req: Request): Reader => {
  const { _id, name, role } = currentUser(req);
  return { _id, name, role };
};

export function conversationsRouter(deps: ConversationDeps): Router {
  const router = Router();

  router.get("/:id/thread", requireUser, async (req, res) => {
    const { cursor, limit = THREAD_PAGE_SIZE, version } = parseFields(threadQuerySchema, req.query);
    const page = await threadPage(deps, pathId(req, "id"), readerOf(req), { limit, cursor, version });
    res.json({ success: true, message: `${page.entries.length} entries`, ...page });
  });

  router.post("/:id/thread/messages", requireUser, async (req, res) => {
    const { text } = parseBody(threadMessageSchema, req);
    const message = await postMessage(deps, pathId(req, "id"), readerOf(req), text);
    res.status(201).json({ success: true, message: (await sayTo(req))("api.messageSent"), threadMessage: message });
  });

  router.patch("/:id/thread/messages/:messageId", requireUser, async (req, res) => {
    const { text } = parseBody(threadMessageSchema, req);
    const message = await editMessage(deps, pathId(req, "id"), pathId(req, "messageId"), readerOf(req), text);
    res.json({ success: true, message: (await sayTo(req))("api.messageEdited"), threadMessage: message });
  });

  router.delete("/:id/thread/messages/:messageId", requireUser, async (req, res) => {
    await deleteMessage(deps, pathId(req, "id"), pathId(req, "messageId"), readerOf(req));
    res.json({ success: true, message: (await sayTo(req))("api.messageDeleted") });
  });

  router.post("/:id/thread/read", requireUser, async (req, res) => {
    // The body is optional: without one, the thread as it is now is read.
    const body: unknown = req.body;
    const empty = body === undefined || body === null || (typeof body === "object" && Object.keys(body).length === 0);
    const { version } = empty ? {} : parseBody(threadReadSchema, req);
    await markThreadRead(deps, pathId(req, "id"), readerOf(req), version);
    res.json({ success: true, message: (await sayTo(req))("api.threadRead") });
  });

  return router;
}
