/**
 * The proofs waiting on this device for the connection, by task, as the screens show them: waiting,
 * or refused with the reason in words. The files themselves are in IndexedDB (proof-outbox.ts); this is the
 * small part the screens read at once.
 */
import { useSyncExternalStore } from "react";
import { t } from "@/lib/i18n/i18n";

export const waitingMessage = () => t("proof.waiting");

export interface WaitingProof {
  /** The task it is for, by name, as the student last saw it. */
  taskName: string;
  /** Why it was not sent (the task changed or went, the session ended), or null while it waits. */
  problem: string | null;
}

let waiting = new Map<string, WaitingProof>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setWaitingProof(taskId: string, state: WaitingProof | null): void {
  waiting = new Map(waiting);
  if (state) waiting.set(taskId, state);
  else waiting.delete(taskId);
  notify();
}

export function setWaitingProofs(entries: [string, WaitingProof][]): void {
  waiting = new Map(entries);
  notify();
}

export const hasWaitingProofs = () => waiting.size > 0;

/** The proofs this tab knows to be waiting, with their tasks' ids. */
export const waitingProofs = (): (WaitingProof & { taskId: string })[] =>
  [...waiting].map(([taskId, proof]) => ({ taskId, ...proof }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The task's waiting proof, or null. */
export function useWaitingProof(taskId: string | undefined): WaitingProof | null {
  return useSyncExternalStore(subscribe, () => (taskId ? (waiting.get(taskId) ?? null) : null));
}

/** Asks the sender (app/proof-sender.tsx) to try the waiting proofs now. */
export const SEND_WAITING_PROOFS = "task-planner:send-waiting-proofs";
export const requestSendingProofs = () => window.dispatchEvent(new Event(SEND_WAITING_PROOFS));
