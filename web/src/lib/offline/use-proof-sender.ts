import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sessionQueryKey, useSession } from "@/lib/api/session";
import { tasksQueryKey } from "@/lib/api/tasks";
import type { StoredProof } from "./proof-outbox";
import { SEND_WAITING_PROOFS } from "./waiting-proofs";

export interface SendingOutcome {
  onSent: (proof: StoredProof) => void;
  /** A refusal, with why in words. */
  onRefused: (proof: StoredProof & { problem: string }) => void;
  /** Messages of tasks' threads written offline, sent the same way after the proofs. */
  onMessagesSent?: (count: number) => void;
  onMessageRefused?: (message: { taskName: string; problem: string }) => void;
}

/**
 * Sends a student's proofs that wait on this device when the app opens online, when the connection returns, and
 * when they ask to send one again; tells `outcome` what was sent, and what was refused and why.
 */
export function useProofSender(outcome: SendingOutcome): void {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.role === "student" ? user._id : null;
  // The latest callbacks, without sending again each time the caller renders.
  const told = useRef(outcome);
  useEffect(() => {
    told.current = outcome;
  });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let sending = false;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        const [outbox, messages] = await Promise.all([import("./proof-outbox"), import("./message-outbox")]);
        if (cancelled) return;
        const { sent, refused } = await outbox.sendWaitingProofs(userId);
        sent.forEach(told.current.onSent);
        refused.forEach(told.current.onRefused);
        const written = await messages.sendWaitingMessages(userId);
        if (written.sent.length > 0) told.current.onMessagesSent?.(written.sent.length);
        written.refused.forEach((message) => told.current.onMessageRefused?.(message));
        if (sent.length > 0 || written.sent.length > 0) {
          await Promise.all([
            client.invalidateQueries({ queryKey: tasksQueryKey }),
            client.invalidateQueries({ queryKey: sessionQueryKey }),
          ]);
        }
      } finally {
        sending = false;
      }
    };
    const sendSoon = () => void send();
    // Offline, the waiting proofs show at once; online, sending shows them first (one read of the device).
    if (!navigator.onLine) {
      void import("./proof-outbox").then((outbox) => (cancelled ? undefined : outbox.showWaitingProofs(userId)));
      void import("./message-outbox").then((outbox) => (cancelled ? undefined : outbox.showWaitingMessages(userId)));
    }
    sendSoon();
    window.addEventListener("online", sendSoon);
    window.addEventListener(SEND_WAITING_PROOFS, sendSoon);
    return () => {
      cancelled = true;
      window.removeEventListener("online", sendSoon);
      window.removeEventListener(SEND_WAITING_PROOFS, sendSoon);
    };
  }, [client, userId]);
}
