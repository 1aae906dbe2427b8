import type { BatchApprovalResult } from "@common/api-types";
import type { ReviewBatchInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/**
 * Several proofs approved at once with one optional comment (each with the proof the admin saw): the answer says
 * which were approved and why any other was left. The inbox is fetched again afterwards, the proofs left with it.
 */
export const useApproveBatch = () =>
  useTaskChange((input: ReviewBatchInput) => api.post<BatchApprovalResult>("/api/tasks/review-batch", input), {
    awaitRefresh: false,
  });
