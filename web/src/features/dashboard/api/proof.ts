import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { PROOF_MAX_BYTES, PROOF_MAX_EDGE } from "@common/constants";
import { tasksQueryKey } from "@/api/tasks";
import { api, apiUpload } from "@/lib/api-client";

/**
 * Shrinks a phone photo before it is sent. The image library is loaded only when a proof is submitted; it
 * runs on the page's thread, since its worker would be fetched from a CDN (no network, and the CSP forbids it).
 */
export async function prepareProofImage(file: File): Promise<File> {
  if (file.size <= PROOF_MAX_BYTES && file.type === "image/gif") return file;
  const { default: imageCompression } = await import("browser-image-compression");
  return imageCompression(file, {
    maxWidthOrHeight: PROOF_MAX_EDGE,
    maxSizeMB: PROOF_MAX_BYTES / (1024 * 1024),
    useWebWorker: false,
    initialQuality: 0.85,
  });
}

export interface ProofUpload {
  taskId: string;
  file: File;
  onProgress: (fraction: number) => void;
}

/** After an upload or a removal the task list is fetched again (SPEC §4). */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskId, file, onProgress }: ProofUpload) => {
      const prepared = await prepareProofImage(file);
      const form = new FormData();
      form.append("proof", prepared, prepared.name || file.name);
      return apiUpload<ApiResult>(`/api/tasks/upload-proof/${encodeURIComponent(taskId)}`, form, onProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}

export function useRemoveProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.post<ApiResult>(`/api/tasks/remove-proof/${encodeURIComponent(taskId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
