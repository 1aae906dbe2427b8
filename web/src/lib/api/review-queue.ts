import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ApiResult, ReviewItem } from "@common/api-types";
import { api } from "./client";
import { tasksQueryKey } from "./tasks";

/** Under the tasks' key: any change to tasks refreshes the inbox and its count too. */
export const reviewQueryKey = [...tasksQueryKey, "review"] as const;

interface ReviewPage extends ApiResult {
  items: ReviewItem[];
  next: string | null;
}

/**
 * The review inbox: what awaits review across all students (or one group's), oldest submission first, a page at
 * a time (of `limit`, else the server's page); with `list` "questions", the tasks whose student's message waits for
 * an answer, the longest waiting first.
 */
export const reviewQueueQueryOptions = (group?: string, limit?: number, list: "proofs" | "questions" = "proofs") =>
  infiniteQueryOptions({
    queryKey: [...reviewQueryKey, "queue", group ?? "everyone", ...(limit ? [limit] : []), ...(list === "questions" ? [list] : [])],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(pageParam ? { cursor: pageParam } : {}),
        ...(group ? { group } : {}),
        ...(limit ? { limit: String(limit) } : {}),
        ...(list === "questions" ? { list } : {}),
      });
      return api.get<ReviewPage>(`/api/tasks/review-queue${query.size > 0 ? `?${query}` : ""}`);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });
