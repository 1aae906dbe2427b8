/** The review inbox: what awaits review across all students, its count, and an admin's review. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, ReviewItem, Task } from "@common/api-types";
import type { ReviewInput } from "@common/validation";
import { api } from "./client";
import { tasksQueryKey } from "./tasks";
import { usersQueryKey } from "./users";

/** Under the tasks' key: any change to tasks refreshes the inbox too. */
export const reviewQueryKey = [...tasksQueryKey, "review"] as const;

interface ReviewPage extends ApiResult {
  items: ReviewItem[];
  next: string | null;
}

/** The inbox, oldest submission first, a page at a time (the server's cursor). */
export const useReviewQueue = () =>
  useInfiniteQuery({
    queryKey: [...reviewQueryKey, "queue"],
    queryFn: ({ pageParam }) =>
      api.get<ReviewPage>(`/api/tasks/review-queue${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });

/**
 * How many proofs wait: the sidebar's badge, checked again every minute (and after every review). Fresh for
 * 30 s, so that the Verify tabs' badge, mounted with its screen, shows the sidebar's answer instead of asking
 * again.
 */
export const useReviewCount = () =>
  useQuery({
    queryKey: [...reviewQueryKey, "count"],
    queryFn: async () => (await api.get<ApiResult & { count: number }>("/api/tasks/review-count")).count,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Approve (with an optional comment) or send back with a reason; the lists and counts are fetched again. */
export function useReviewTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, ...input }: ReviewInput & { taskId: string }) =>
      api.post<ApiResult & { task: Task }>(`/api/tasks/${encodeURIComponent(taskId)}/review`, input),
    // Not awaited: the dialog moves on to the next proof at once (its own onSuccess runs after this), and the
    // inbox then refetches without the one just reviewed. Awaiting the refetch first would take the reviewed
    // proof out from under the open dialog.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
