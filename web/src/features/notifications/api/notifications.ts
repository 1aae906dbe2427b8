import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ApiResult, Notification, NotificationCounts } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";

interface NotificationsPage extends ApiResult, NotificationCounts {
  notifications: Notification[];
  /** The following page's cursor, or null after the last. */
  next: string | null;
}

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

/** The list, newest first, a page at a time. */
export const notificationPagesQueryOptions = infiniteQueryOptions({
  queryKey: [...notificationsQueryKey, "pages"],
  queryFn: async ({ pageParam }) => {
    const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
    try {
      return await api.get<NotificationsPage>(`/api/notifications/get${query}`);
    } catch (error) {
      // Requirements §8: a failed fetch is logged; the menu says so too, with Try again.
      console.error("Loading the notifications failed", error);
      throw error;
    }
  },
  initialPageParam: "",
  getNextPageParam: (last: NotificationsPage) => last.next ?? undefined,
});

export function useNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  const summary = useQuery({ ...notificationSummaryQueryOptions, enabled });
  const version = summary.data?.version;
  const pages = useInfiniteQuery({ ...notificationPagesQueryOptions, enabled: enabled && summary.isSuccess });
  // When the version moves the list is fetched again, as many pages as were shown (not back to the first).
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current !== undefined && version !== seenVersion.current) {
      void queryClient.invalidateQueries({ queryKey: notificationPagesQueryOptions.queryKey });
    }
    seenVersion.current = version;
  }, [queryClient, version]);
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const failed = summary.isError ? summary : pages.isError ? pages : null;
  return {
    notifications,
    // Requirements §3: the number of notifications whose isRead is false, initially 0: counted by the server, all of them.
    unreadCount: summary.data?.unread ?? 0,
    isPending: summary.isPending || pages.isPending,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    error: failed?.error
      ? {
          reason: failed.error.message,
          retry: () => {
            void summary.refetch();
            void pages.refetch();
          },
        }
      : undefined,
  };
}

/**
 * Every change refreshes the counts, and so the list when its version moved (requirements §4: refreshed after each
 * change; the pages shown are fetched again once, by useNotifications). Failures are
 * toasted from the mutation itself, not from each `mutate` call: TanStack Query runs a call's own callbacks only
 * for the latest call, so a failed earlier click would go unsaid.
 */
function useNotificationChange<T>(request: (input: T) => Promise<ApiResult>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onError: (error) => notify.error(failure, error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSummaryQueryOptions.queryKey }),
  });
}

export const useMarkRead = () =>
  useNotificationChange(
    (id: string) => api.patch<ApiResult>(`/api/notifications/mark-read/${encodeURIComponent(id)}`),
    "Failed to mark as read",
  );

export const useMarkAllRead = () =>
  useNotificationChange(() => api.patch<ApiResult>("/api/notifications/mark-all-read"), "Failed to mark all as read");

export const useDeleteNotification = () =>
  useNotificationChange(
    (id: string) => api.delete<ApiResult>(`/api/notifications/${encodeURIComponent(id)}`),
    "Failed to delete the notification",
  );

export const useClearRead = () =>
  useNotificationChange(
    () => api.post<ApiResult>("/api/notifications/clear-read"),
    "Failed to clear read notifications",
  );
