import type { ProofToQueue } from "@/lib/offline/proof-outbox";

/** A photo proof of `taskId` by the student "s1", as the proof dialog keeps one offline. */
export const proofToQueue = (taskId: string, taskName = `Task ${taskId}`): ProofToQueue => ({
  userId: "s1",
  taskId,
  taskName,
  files: [{ field: "proof", name: "notes.jpg", blob: new Blob(["jpeg"], { type: "image/jpeg" }) }],
  timeZone: "Europe/Paris",
});
