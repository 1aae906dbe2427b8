/**
 * The one place a proof is sent from, now or later: its prepared files and the student's time zone, as the
 * upload route takes them. The dashboard sends a proof chosen online through it, the outbox one that waited.
 */
import type { ApiResult } from "@common/api-types";
import { apiUpload } from "@/lib/api/client";

export interface PreparedProof {
  taskId: string;
  /** Photos (shrunk already) and a recording, in the order the student chose them. */
  files: { field: "proof" | "audio"; name: string; blob: Blob }[];
  /** Whether the proof is on time is decided by the day where the student is. */
  timeZone: string;
}

export function sendProof(proof: PreparedProof, onProgress?: (fraction: number) => void): Promise<ApiResult> {
  const form = new FormData();
  for (const file of proof.files) form.append(file.field, file.blob, file.name);
  form.append("timeZone", proof.timeZone);
  return apiUpload<ApiResult>(`/api/tasks/upload-proof/${encodeURIComponent(proof.taskId)}`, form, onProgress);
}
