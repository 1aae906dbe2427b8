import { queryOptions } from "@tanstack/react-query";
import type { ApiResult, NotificationCounts } from "@common/api-types";
import { api } from "@/lib/api/client";

interface SummaryResult extends ApiResult, NotificationCounts {}

export const notificationsQueryKey = ["notifications"] as const;

/** New notifications show up without a reload: the counts are asked for again every 30 seconds. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/**
 * The unread count and the list's version, from the user's record: a poll reads nothing else, however many
 * notifications there are. The list is fetched behind it, again only when the version has moved.
 */
export const notificationSummaryQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, "summary"],
  queryFn: () => api.get<SummaryResult>("/api/notifications/summary"),
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchIntervalInBackground: false,
});
