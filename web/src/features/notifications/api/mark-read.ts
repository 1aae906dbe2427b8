import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useNotificationChange } from "./notification-change";

/** 'Mark as read': one notification. */
export const useMarkRead = () =>
  useNotificationChange(
    (id: string) => api.patch<ApiResult>(`/api/notifications/mark-read/${encodeURIComponent(id)}`),
    "bell.markReadFailed",
  );
