import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useNotificationChange } from "./notification-change";

/** Deletes one notification. */
export const useDeleteNotification = () =>
  useNotificationChange(
    (id: string) => api.delete<ApiResult>(`/api/notifications/${encodeURIComponent(id)}`),
    "bell.deleteFailed",
  );
