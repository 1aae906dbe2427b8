import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notify } from "@/components/ui/toaster";
import { sessionQueryKey, useSession } from "@/lib/api/session";
import { tasksQueryKey } from "@/lib/api/tasks";
import { SEND_WAITING_PROOFS } from "@/lib/offline/waiting-proofs";

/**
 * Sends a student's proofs that wait on this device (issue 36) when the app opens online, when the connection
 * returns, and when they ask to send one again; says what was sent, and what was refused and why.
 */
export function ProofSender() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.role === "student" ? user._id : null;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let sending = false;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        const outbox = await import("@/lib/offline/proof-outbox");
        if (cancelled) return;
        const { sent, refused } = await outbox.sendWaitingProofs(userId);
        for (const proof of sent) void notify.success(`Proof for "${proof.taskName}" sent`);
        for (const proof of refused) void notify.error("A waiting proof was not sent", proof.problem);
        if (sent.length > 0) {
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
      void import("@/lib/offline/proof-outbox").then((outbox) =>
        cancelled ? undefined : outbox.showWaitingProofs(userId),
      );
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
  return null;
}
