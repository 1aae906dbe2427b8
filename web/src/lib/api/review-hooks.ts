/**
 * The review's hooks, apart from the queries they read (review-count.ts, review-queue.ts): those are in the first
 * load, which asks for an admin screen's answers at once (screen-data.ts); these load with the screens that show
 * them, and with them TanStack's infinite-query observer.
 */
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "./client";
import { reviewCountsQueryOptions } from "./review-count";
import { reviewQueueQueryOptions } from "./review-queue";

/** How many proofs wait: the sidebar's first badge. */
export const useReviewCount = () =>
  useQuery({ ...reviewCountsQueryOptions, select: (counts: { count: number }) => counts.count });

/** How many tasks have a student's question waiting for an answer: the sidebar's second badge, and the inbox's. */
export const useQuestionCount = () =>
  useQuery({ ...reviewCountsQueryOptions, select: (counts: { questions: number }) => counts.questions });

/** How many proofs of one group's students wait (the inbox narrowed to it says both), checked as often. */
const groupReviewCountQueryOptions = (group: string) =>
  queryOptions({
    queryKey: [...reviewCountsQueryOptions.queryKey, group],
    queryFn: async () =>
      (await api.get<ApiResult & { count: number }>(`/api/tasks/review-count?${new URLSearchParams({ group })}`))
        .count,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useGroupReviewCount = (group: string | undefined) =>
  useQuery({ ...groupReviewCountQueryOptions(group ?? ""), enabled: Boolean(group) });

/** The inbox's list: the proofs waiting, or with `list` "questions" the students' questions waiting. */
export const useReviewQueue = (group?: string, limit?: number, list: "proofs" | "questions" = "proofs") =>
  useInfiniteQuery(reviewQueueQueryOptions(group, limit, list));
