/** The bell's list, a page at a time, fetched again when the polled summary says its version moved. */
import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ApiResult, Notification, NotificationCounts } from "@common/api-types";
import { api } from "@/lib/api/client";
import { notificationSummaryQueryOptions, notificationsQueryKey } from "./get-notification-summary";

interface NotificationsPage extends ApiResult, NotificationCounts {
  notifications: Notification[];
  /** The following page's cursor, or null after the last. */
  next: string | null;
}

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
