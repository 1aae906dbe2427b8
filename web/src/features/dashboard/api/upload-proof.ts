import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { ApiResult, User } from "@common/api-types";
import { PROOF_MAX_BYTES } from "@common/constants";
import { sessionQueryKey } from "@/lib/api/session";
import { notify } from "@/components/ui/toaster";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { sendProof } from "@/lib/offline/send-proof";
import { t } from "@/lib/i18n/i18n";
import { waitingMessage } from "@/lib/offline/waiting-proofs";
import type { CompressionAnswer } from "./proof-compression.worker";
import { refreshAfterProof } from "./refresh-after-proof";

/** Shrinks a phone photo before it is sent, in a worker of its own (see proof-compression.worker.ts). */
export function prepareProofImage(file: File): Promise<File> {
  if (file.size <= PROOF_MAX_BYTES && file.type === "image/gif") return Promise.resolve(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./proof-compression.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<CompressionAnswer>) => {
      worker.terminate();
      if ("file" in data) resolve(data.file);
      else reject(new Error(t("proof.notPreparedBecause", { reason: data.error })));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || t("proof.notPrepared")));
    };
    worker.postMessage(file);
  });
}

/** Each upload's progress, by task: what a proof dialog shows belongs to its own task's upload. */
const progressByTask = new Map<string, number>();
const progressListeners = new Set<() => void>();
function setProgress(taskId: string, fraction: number | null) {
  if (fraction === null) progressByTask.delete(taskId);
  else progressByTask.set(taskId, fraction);
  progressListeners.forEach((listener) => listener());
}
const subscribeToProgress = (listener: () => void) => {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
};

/** How far the task's proof upload has come (0 to 1), or null when none is under way. */
export function useUploadProgress(taskId: string | undefined): number | null {
  return useSyncExternalStore(subscribeToProgress, () => (taskId ? (progressByTask.get(taskId) ?? null) : null));
}

const uploadKey = (taskId: string) => ["upload-proof", taskId] as const;

/** Whether a proof upload for the task is under way, wherever it was started. */
export const useIsUploadingProof = (taskId: string | undefined) =>
  useIsMutating({ mutationKey: uploadKey(taskId ?? "") }) > 0 && taskId !== undefined;

interface ProofResult extends ApiResult {
  /** Kept on the device until the connection returns. */
  waiting?: boolean;
}

export interface ProofUpload {
  taskId: string;
  /** For the words about it should it wait and be refused later. */
  taskName: string;
  /** Up to five photos, each shrunk in the browser first, and a recording where the task takes one. */
  photos: File[];
  recording?: File | null;
}

/**
 * Uploads a proof for its task. The outcome is toasted whatever the student does meanwhile (closing the
 * dialog, opening another task's); after it the task list is fetched again (requirements §4).
 */
export function useUploadProof(taskId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadKey(taskId ?? ""),
    // Runs offline too (TanStack Query would pause it): offline the proof is kept until the connection returns.
    networkMode: "always",
    mutationFn: async ({ taskId: id, taskName, photos, recording }: ProofUpload): Promise<ProofResult> => {
      setProgress(id, 0);
      const files: { field: "proof" | "audio"; name: string; blob: Blob }[] = [];
      for (const photo of photos) {
        const prepared = await prepareProofImage(photo);
        files.push({ field: "proof", name: prepared.name || photo.name, blob: prepared });
      }
      if (recording) files.push({ field: "audio", name: recording.name, blob: recording });
      // Whether the proof is on time is decided by the day where the student is.
      const timeZone = browserTimeZone();
      // Offline, the prepared files wait on the device and go when the connection returns.
      const user = queryClient.getQueryData<User | null>(sessionQueryKey);
      if (!navigator.onLine && user) {
        const outbox = await import("@/lib/offline/proof-outbox");
        await outbox.queueProof({ userId: user._id, taskId: id, taskName, files, timeZone });
        return { success: true, message: waitingMessage(), waiting: true };
      }
      return sendProof({ taskId: id, files, timeZone }, (fraction) => setProgress(id, fraction));
    },
    onSuccess: (result) => (result.waiting ? notify.info(waitingMessage()) : notify.success(t("proof.submitted"))),
    onError: (error) => notify.error(t("proof.uploadFailed"), error.message),
    onSettled: (_result, _error, { taskId: id }) => {
      setProgress(id, null);
      return refreshAfterProof(queryClient);
    },
  });
}
