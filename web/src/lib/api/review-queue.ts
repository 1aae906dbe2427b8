import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ApiResult, ReviewItem } from "@common/api-types";
import { api } from "./client";
import { tasksQueryKey } from "./tasks";

/** Under the tasks' key: any change to tasks refreshes the inbox and its count too. */
export const reviewQueryKey = [...tasksQueryKey, "review"] as const;

interface ReviewPage extends ApiResult {
  items: ReviewItem[];
  next: string | null;
}

/** The review inbox: what awaits review across all students, oldest submission first, a page at a time. */
export const reviewQueueQueryOptions = infiniteQueryOptions({
  queryKey: [...reviewQueryKey, "queue"],
  queryFn: ({ pageParam }) =>
    api.get<ReviewPage>(`/api/tasks/review-queue${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
  initialPageParam: "",
  getNextPageParam: (last) => last.next ?? undefined,
});

export const useReviewQueue = () => useInfiniteQuery(reviewQueueQueryOptions);
