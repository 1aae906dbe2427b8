import type { ApiResult } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useNotificationChange } from "./notification-change";

/** 'Clear read ones': deletes every read notification. */
export const useClearRead = () =>
  useNotificationChange(() => api.post<ApiResult>("/api/notifications/clear-read"), "bell.clearReadFailed");
