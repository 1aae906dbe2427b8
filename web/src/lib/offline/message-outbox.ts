/**
 * Thread messages written while offline, kept on the device until they can be sent, as waiting proofs are
 * (proof-outbox.ts): one IndexedDB entry per user and message, sent in the order written when the connection
 * returns, only under the session of the person who wrote them. A refusal is kept with the reason until the
 * student discards it; a message for a task that went is let go.
 */
import { del, get, keys, set } from "idb-keyval";
import type { ApiResult } from "@common/api-types";
import { isDocumentId } from "@common/document-id";
import { api, ApiError } from "@/lib/api/client";
import { t } from "@/lib/i18n/i18n";
import { isSignedInAs } from "./proof-outbox";
import { setWaitingMessages, waitingMessages, type WaitingMessage } from "./waiting-messages";

const PREFIX = "task-planner:message:";
const keyOf = (userId: string, localId: string) => `${PREFIX}${userId}:${localId}`;

export interface StoredMessage extends WaitingMessage {
  userId: string;
}

function isMessageAt(key: string, value: unknown): value is StoredMessage {
  const message = value as Partial<StoredMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    typeof message.userId === "string" &&
    typeof message.localId === "string" &&
    key === keyOf(message.userId, message.localId) &&
    typeof message.taskId === "string" &&
    isDocumentId(message.taskId) &&
    typeof message.taskName === "string" &&
    typeof message.text === "string" &&
    typeof message.queuedAt === "number" &&
    (message.problem === null || typeof message.problem === "string")
  );
}

/** This user's waiting messages, oldest first; a record this app did not write is let go. */
async function messagesOf(userId: string): Promise<StoredMessage[]> {
  const mine = (await keys()).map(String).filter((key) => key.startsWith(`${PREFIX}${userId}:`));
  const messages = await Promise.all(
    mine.map(async (key) => {
      const value: unknown = await get(key);
      if (isMessageAt(key, value)) return value;
      await del(key);
      return undefined;
    }),
  );
  return messages
    .filter((message): message is StoredMessage => message !== undefined)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function showWaitingMessages(userId: string): Promise<void> {
  setWaitingMessages(await messagesOf(userId));
}

/** Keeps a message written offline (or whose sending could not reach the server) to send later. */
export async function queueMessage(message: Omit<StoredMessage, "localId" | "queuedAt" | "problem">): Promise<void> {
  // Written in order, sent in order: two in the same millisecond still keep theirs.
  const latest = Math.max(0, ...(await messagesOf(message.userId)).map((each) => each.queuedAt));
  const queuedAt = Math.max(Date.now(), latest + 1);
  const stored: StoredMessage = { ...message, localId: crypto.randomUUID(), queuedAt, problem: null };
  await set(keyOf(message.userId, stored.localId), stored);
  setWaitingMessages([...waitingMessages(), stored]);
}

export async function discardMessage(userId: string, localId: string): Promise<void> {
  await del(keyOf(userId, localId));
  setWaitingMessages(waitingMessages().filter((message) => message.localId !== localId));
}

/** Removes this user's waiting messages (the student chose to log out without sending them). */
export async function discardMessages(userId: string): Promise<void> {
  await Promise.all((await messagesOf(userId)).map((message) => del(keyOf(userId, message.localId))));
  setWaitingMessages([]);
}

/** Removes every message kept for anyone but `userId` (null: everyone). */
export async function forgetMessages(userId: string | null): Promise<void> {
  const all = (await keys()).map(String).filter((key) => key.startsWith(PREFIX));
  await Promise.all(
    all.filter((key) => userId === null || !key.startsWith(`${PREFIX}${userId}:`)).map((key) => del(key)),
  );
  if (userId === null) setWaitingMessages([]);
}

/** Clears every refusal, so that the next sending tries them again. */
export async function retryMessages(userId: string): Promise<void> {
  for (const message of await messagesOf(userId)) {
    if (message.problem) await set(keyOf(userId, message.localId), { ...message, problem: null });
  }
  await showWaitingMessages(userId);
}

export interface MessageOutcome {
  sent: StoredMessage[];
  refused: (StoredMessage & { problem: string })[];
}

/**
 * Sends this user's waiting messages not refused before, oldest first; stops at the first that cannot reach the
 * server (still offline), finds the API newer than the app, or is over the hourly limit, leaving it and the rest.
 */
export async function sendWaitingMessages(userId: string): Promise<MessageOutcome> {
  const outcome: MessageOutcome = { sent: [], refused: [] };
  const messages = await messagesOf(userId);
  setWaitingMessages(messages);
  if (!messages.some((message) => !message.problem) || !(await isSignedInAs(userId))) return outcome;
  for (const message of messages) {
    if (message.problem) continue;
    try {
      await api.post<ApiResult>(`/api/tasks/${encodeURIComponent(message.taskId)}/thread/messages`, {
        text: message.text,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.staleApp || error.status === 429) break;
      const problem = error.status === 401 ? t("proof.sessionEnded") : error.message;
      if (error.status === 404) {
        await discardMessage(userId, message.localId);
      } else {
        await set(keyOf(userId, message.localId), { ...message, problem });
      }
      outcome.refused.push({ ...message, problem });
      continue;
    }
    await discardMessage(userId, message.localId);
    outcome.sent.push(message);
  }
  await showWaitingMessages(userId);
  return outcome;
}
