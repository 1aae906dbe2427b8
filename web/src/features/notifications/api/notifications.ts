import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, Notification } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { api, getListOrLog } from "@/lib/api/client";

interface NotificationsResult extends ApiResult {
  notifications: Notification[];
}

export const notificationsQueryKey = ["notifications"] as const;

/** New notifications show up without a reload: the list is asked for again every 30 seconds. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: () =>
    getListOrLog<NotificationsResult, "notifications">("/api/notifications/get", "notifications", "the notifications"),
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchIntervalInBackground: false,
});

export function useNotifications(enabled: boolean) {
  const query = useQuery({ ...notificationsQueryOptions, enabled });
  const notifications = query.data ?? [];
  // SPEC §3: the unread count is the number of notifications whose isRead is false, initially 0.
  const unreadCount = notifications.filter((notification) => !notification.isRead).length;
  return {
    notifications,
    unreadCount,
    isPending: query.isPending,
    error: query.isError ? { reason: query.error.message, retry: () => void query.refetch() } : undefined,
  };
}

/**
 * The list is fetched again after each change (SPEC §4). Failures are toasted from the mutation itself, not
 * from each `mutate` call: TanStack Query runs a call's own callbacks only for the latest call, so a failed
 * earlier click would go unsaid.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch<ApiResult>(`/api/notifications/mark-read/${encodeURIComponent(id)}`),
    onError: (error) => notify.error("Failed to mark as read", error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<ApiResult>("/api/notifications/mark-all-read"),
    onError: (error) => notify.error("Failed to mark all as read", error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
