import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useNotificationChange } from "./notification-change";

/** 'Mark all as read'. */
export const useMarkAllRead = () =>
  useNotificationChange(() => api.patch<ApiResult>("/api/notifications/mark-all-read"), "bell.markAllReadFailed");
