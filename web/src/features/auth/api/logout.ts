import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ApiResult, User } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { paths } from "@/config/routes";
import { api } from "@/lib/api/client";
import { t } from "@/lib/i18n/i18n";
import { allButTheSession, sessionQueryKey } from "@/lib/api/session";
import { announceLogout } from "@/lib/api/session-events";
import { requestSendingProofs, type WaitingProof } from "@/lib/offline/waiting-proofs";

/** What waits on the device: proofs, and thread messages (`messageId`, the device's id of one). */
export type WaitingList = (WaitingProof & { taskId: string; messageId?: string })[];

const loadOutbox = () => import("@/lib/offline/proof-outbox");
const loadMessages = () => import("@/lib/offline/message-outbox");

/** This student's messages waiting on the device (all gone with `discard`), as the logout names them. */
async function heldMessages(userId: string, discard: boolean): Promise<WaitingList> {
  const outbox = await loadMessages();
  if (discard) {
    await outbox.discardMessages(userId);
    return [];
  }
  await outbox.showWaitingMessages(userId);
  const { waitingMessages } = await import("@/lib/offline/waiting-messages");
  return waitingMessages().map((message) => ({
    taskId: message.taskId,
    taskName: message.taskName,
    problem: message.problem,
    messageId: message.localId,
  }));
}

/**
 * Requirements §4: logout clears the user and goes to /. A student's proofs and thread messages still waiting on the
 * device (kept by this tab or another) are named first (`waiting`): they send them first, or discard them and log out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<WaitingList | null>(null);
  const student = () => {
    const user = queryClient.getQueryData<User | null>(sessionQueryKey);
    return user?.role === "student" ? user : null;
  };

  const mutation = useMutation({
    // Offline it says so at once, rather than waiting unseen while the data stays on the device.
    networkMode: "always",
    /** `discard`: the student chose to log out without sending the proofs waiting on the device. */
    mutationFn: async (discard: boolean) => {
      if (!navigator.onLine) throw new Error(t("logout.offline"));
      const user = student();
      const proofs = user ? await (await loadOutbox()).holdingLogout(user._id, discard) : null;
      const messages = user ? await heldMessages(user._id, discard) : [];
      const held = [...(proofs ?? []), ...messages];
      if (held.length > 0) return { kind: "held" as const, waiting: held };
      return { kind: "done" as const, result: await api.get<ApiResult>("/api/users/logout") };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === "held") {
        setWaiting(outcome.waiting);
        return;
      }
      setWaiting(null);
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries(allButTheSession);
      announceLogout();
      notify.success(outcome.result.message);
      navigate(paths.home);
    },
    onError: (error) => notify.error(error.message),
  });

  return {
    logout: () => mutation.mutate(false),
    isPending: mutation.isPending,
    /** The proofs that held the logout back, while the student chooses. */
    waiting,
    /** Sends the waiting proofs now (a refused one again) and stays signed in. */
    sendFirst: () => {
      setWaiting(null);
      const user = student();
      if (!user) return;
      void Promise.all([
        loadOutbox().then((outbox) => outbox.retryProofs(user._id)),
        loadMessages().then((outbox) => outbox.retryMessages(user._id)),
      ]).finally(requestSendingProofs);
    },
    discardAndLogout: () => mutation.mutate(true),
    keepSignedIn: () => setWaiting(null),
  };
}
