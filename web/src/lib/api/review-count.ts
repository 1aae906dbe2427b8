import { queryOptions } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { api } from "./client";
import { reviewQueryKey } from "./review-queue";

/**
 * How many proofs and students' questions wait: the sidebar's badges, checked again every minute (and after every
 * review). Fresh for 30 s, so that the Verify tabs' badges, mounted with their screen, show the sidebar's answer
 * instead of asking again. Only this is in the first load (an admin screen asks for it at once, see
 * screen-data.ts); the hooks that read it load with the screens that show them (review-hooks.ts).
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
