import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "./client";
import { reviewQueryKey } from "./review-queue";

/**
 * How many proofs wait: the sidebar's badge, checked again every minute (and after every review). Fresh for
 * 30 s, so that the Verify tabs' badge, mounted with its screen, shows the sidebar's answer instead of asking
 * again.
 */
export const reviewCountsQueryOptions = queryOptions({
  queryKey: [...reviewQueryKey, "count"],
  queryFn: async () => {
    const { count, questions = 0 } = await api.get<ApiResult & { count: number; questions?: number }>(
      "/api/tasks/review-count",
    );
    return { count, questions };
  },
  staleTime: 30_000,
  refetchInterval: 60_000,
});

/** The proofs waiting (the same answer gives the questions waiting: see useQuestionCount). */
export const reviewCountQueryOptions = { ...reviewCountsQueryOptions, select: (counts: { count: number }) => counts.count };

export const useReviewCount = () => useQuery(reviewCountQueryOptions);

/** How many tasks have a student's question waiting for an answer: the sidebar's second badge, and the inbox's. */
export const useQuestionCount = () =>
  useQuery({ ...reviewCountsQueryOptions, select: (counts: { questions: number }) => counts.questions });

/** How many of them are one group's students' (the inbox narrowed to it says both), checked as often. */
export const groupReviewCountQueryOptions = (group: string) =>
  queryOptions({
    queryKey: [...reviewCountQueryOptions.queryKey, group],
    queryFn: async () =>
      (await api.get<ApiResult & { count: number }>(`/api/tasks/review-count?${new URLSearchParams({ group })}`))
        .count,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useGroupReviewCount = (group: string | undefined) =>
  useQuery({ ...groupReviewCountQueryOptions(group ?? ""), enabled: Boolean(group) });
