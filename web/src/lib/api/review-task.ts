import type { ApiResult, Task } from "@common/api-types";
import type { ReviewInput } from "@common/validation";
import { api } from "./client";
import { useTaskChange } from "./task-change";

/**
 * Approve (with an optional comment) or send back with a reason. The dialog moves on to the next proof at once
 * and the inbox then refetches without the one just reviewed: awaiting the refetch first would take the reviewed
 * proof out from under the open dialog.
 */
export const useReviewTask = () =>
  useTaskChange(
    ({ taskId, ...input }: ReviewInput & { taskId: string }) =>
      api.post<ApiResult & { task: Task }>(`/api/tasks/${encodeURIComponent(taskId)}/review`, input),
    { awaitRefresh: false },
  );

/**
 * The same review with the admin's voice comment, sent as multipart: the review's fields and the recording in
 * "voice".
 */
export const useReviewWithVoice = () =>
  useTaskChange(
    ({ taskId, voice, ...input }: ReviewInput & { taskId: string; voice: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input)) if (typeof value === "string") form.append(name, value);
      form.append("voice", voice, voice.name);
      return api.post<ApiResult & { task: Task }>(`/api/tasks/${encodeURIComponent(taskId)}/review-with-voice`, form);
    },
    { awaitRefresh: false },
  );
