/**
 * Proofs chosen while offline, kept on the device until they can be sent: the prepared files in
 * IndexedDB (idb-keyval), one entry per user and task, sent when the connection returns, also after the tab
 * was closed and opened again. A refusal (the task changed, went or was completed, the session ended) is kept
 * with the reason, and the files stay until the student sends them again or discards them.
 */
import { del, get, keys, set } from "idb-keyval";
import { isDocumentId } from "@common/document-id";
import type { IsAuthResult } from "@common/api-types";
import { api, ApiError } from "@/lib/api/client";
import { t } from "@/lib/i18n/i18n";
import { sendProof, type PreparedProof } from "./send-proof";
import {
  hasWaitingProofs,
  setWaitingProof,
  setWaitingProofs,
  waitingProofs,
  type WaitingProof,
} from "./waiting-proofs";

const PREFIX = "task-planner:proof:";
const keyOf = (userId: string, taskId: string) => `${PREFIX}${userId}:${taskId}`;

export interface StoredProof {
  userId: string;
  taskId: string;
  taskName: string;
  /** The prepared files, as bytes (what every browser's IndexedDB keeps alike). */
  files: { field: "proof" | "audio"; name: string; type: string; bytes: ArrayBuffer }[];
  timeZone: string;
  queuedAt: number;
  problem: string | null;
}

export type ProofToQueue = PreparedProof & Pick<StoredProof, "userId" | "taskName">;

export async function queueProof(proof: ProofToQueue): Promise<void> {
  const files = await Promise.all(
    proof.files.map(async ({ field, name, blob }) => ({
      field,
      name,
      type: blob.type,
      bytes: await blob.arrayBuffer(),
    })),
  );
  await set(keyOf(proof.userId, proof.taskId), { ...proof, files, queuedAt: Date.now(), problem: null });
  setWaitingProof(proof.taskId, { taskName: proof.taskName, problem: null });
}

/** A record this app wrote under `key`: its owner and task are the key's, its files are bytes. */
function isProofAt(key: string, value: unknown): value is StoredProof {
  const proof = value as Partial<StoredProof> | null;
  return (
    typeof proof === "object" &&
    proof !== null &&
    typeof proof.userId === "string" &&
    typeof proof.taskId === "string" &&
    isDocumentId(proof.taskId) &&
    key === keyOf(proof.userId, proof.taskId) &&
    typeof proof.taskName === "string" &&
    typeof proof.timeZone === "string" &&
    (proof.problem === null || typeof proof.problem === "string") &&
    Array.isArray(proof.files) &&
    proof.files.every(
      (file: unknown) =>
        typeof file === "object" &&
        file !== null &&
        "field" in file &&
        (file.field === "proof" || file.field === "audio") &&
        "name" in file &&
        "type" in file &&
        "bytes" in file &&
        typeof file.name === "string" &&
        typeof file.type === "string" &&
        // Of whichever realm stored it (instanceof would miss one from another window or a test's IndexedDB).
        Object.prototype.toString.call(file.bytes) === "[object ArrayBuffer]",
    )
  );
}

/** This user's waiting proofs; a record this app did not write (damaged, or put there by hand) is let go. */
async function proofsOf(userId: string): Promise<StoredProof[]> {
  const mine = (await keys()).map(String).filter((key) => key.startsWith(`${PREFIX}${userId}:`));
  const proofs = await Promise.all(
    mine.map(async (key) => {
      const value: unknown = await get(key);
      if (isProofAt(key, value)) return value;
      await del(key);
      return undefined;
    }),
  );
  return proofs.filter((proof): proof is StoredProof => proof !== undefined);
}

const show = (proofs: StoredProof[]) =>
  setWaitingProofs(proofs.map((proof) => [proof.taskId, { taskName: proof.taskName, problem: proof.problem }]));

/** Shows this user's waiting proofs on the screens (the app opened offline; before a logout). */
export async function showWaitingProofs(userId: string): Promise<void> {
  show(await proofsOf(userId));
}

export async function discardProof(userId: string, taskId: string): Promise<void> {
  await del(keyOf(userId, taskId));
  setWaitingProof(taskId, null);
}

/** Clears a refusal, so that the next sending tries the proof again. */
export async function retryProof(userId: string, taskId: string): Promise<void> {
  const proof = await get<StoredProof>(keyOf(userId, taskId));
  if (!proof) return;
  await set(keyOf(userId, taskId), { ...proof, problem: null });
  setWaitingProof(taskId, { taskName: proof.taskName, problem: null });
}

/** Clears every refusal of this user's proofs, so that the next sending tries them all again. */
export async function retryProofs(userId: string): Promise<void> {
  for (const proof of await proofsOf(userId)) if (proof.problem) await retryProof(userId, proof.taskId);
}

/** Removes this user's waiting proofs (the student chose to log out without sending them). */
export async function discardProofs(userId: string): Promise<void> {
  await Promise.all((await proofsOf(userId)).map((proof) => discardProof(userId, proof.taskId)));
}

/** Removes every proof kept for anyone but `userId` (null: everyone). */
export async function forgetProofs(userId: string | null): Promise<void> {
  const all = (await keys()).map(String).filter((key) => key.startsWith(PREFIX));
  await Promise.all(
    all.filter((key) => userId === null || !key.startsWith(`${PREFIX}${userId}:`)).map((key) => del(key)),
  );
  if (userId === null) setWaitingProofs([]);
}

/** Whether the browser's session is `userId`'s; false too when that cannot be known (offline). */
export async function isSignedInAs(userId: string): Promise<boolean> {
  try {
    return (await api.get<IsAuthResult>("/api/users/is-auth")).user?._id === userId;
  } catch {
    return false;
  }
}

/** How long a logout waits for the device's store (another tab may hold it) before going on with what it knows. */
const STORE_PATIENCE_MS = 2_000;

/**
 * Before a logout: the proofs that hold it back (this user's, kept by this tab or another), or null when none
 * does. `discard`: the student chose to log out without them, so they go. The device's store is given
 * STORE_PATIENCE_MS; unreadable or slow, what this tab knows decides, so a logout always finishes.
 */
export async function holdingLogout(
  userId: string,
  discard: boolean,
): Promise<(WaitingProof & { taskId: string })[] | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, STORE_PATIENCE_MS)));
  try {
    await Promise.race([discard ? discardProofs(userId) : showWaitingProofs(userId), patience]);
  } catch (error) {
    console.error("Waiting proofs unreadable", error);
  } finally {
    clearTimeout(timer);
  }
  return !discard && hasWaitingProofs() ? waitingProofs() : null;
}

/** Why the server refused a waiting proof, in words of the language shown (the server's reason is in it too). */
function problemOf(error: ApiError, taskName: string): string {
  if (error.status === 401) return t("proof.sessionEnded");
  if (error.status === 404) return t("proof.taskDeleted", { name: taskName });
  return t("proof.taskChanged", { name: taskName, reason: error.message });
}

export interface SendOutcome {
  sent: StoredProof[];
  refused: (StoredProof & { problem: string })[];
}

/**
 * Shows this user's waiting proofs on the screens, then sends those not refused before, one after another;
 * stops at the first that cannot reach the server (still offline) or finds the API newer than the app, leaving
 * it and the rest waiting.
 */
export async function sendWaitingProofs(userId: string): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], refused: [] };
  // Read once (the files with them), shown on the screens first, then sent.
  const proofs = await proofsOf(userId);
  show(proofs);
  // Sent only under the session of the person who chose them: another tab may have logged out and signed in
  // someone else since, whose cookie this tab now carries.
  if (proofs.some((proof) => !proof.problem) && !(await isSignedInAs(userId))) return outcome;
  for (const proof of proofs) {
    if (proof.problem) continue;
    const files = proof.files.map((file) => ({
      field: file.field,
      name: file.name,
      blob: new Blob([file.bytes], { type: file.type }),
    }));
    try {
      await sendProof({ taskId: proof.taskId, files, timeZone: proof.timeZone });
    } catch (error) {
      // Still offline, or this app is older than the API (it reloads first): it and the rest wait.
      if (!(error instanceof ApiError) || error.staleApp) break;
      const problem = problemOf(error, proof.taskName);
      // A task that went has nowhere to send the proof to: the student is told, and it is let go.
      if (error.status === 404) {
        await discardProof(userId, proof.taskId);
        outcome.refused.push({ ...proof, problem });
        continue;
      }
      await set(keyOf(userId, proof.taskId), { ...proof, problem });
      setWaitingProof(proof.taskId, { taskName: proof.taskName, problem });
      outcome.refused.push({ ...proof, problem });
      continue;
    }
    await discardProof(userId, proof.taskId);
    outcome.sent.push(proof);
  }
  return outcome;
}
