import { queryOptions } from "@tanstack/react-query";
import type { ApiResult, ClassSummary } from "@common/api-types";
import { api } from "@/lib/api/client";
import { browserTimeZone } from "@/lib/browser-time-zone";

interface SummaryResult extends ApiResult {
  summary: ClassSummary;
}

export const classSummaryQueryKey = ["class-summary"] as const;

/**
 * The figures at the top of /admin, counted in the supervisor's time zone (what "today" means to them), of the
 * group they chose to show, if any.
 */
export const classSummaryQueryOptions = (group?: string) =>
  queryOptions({
    queryKey: [...classSummaryQueryKey, group ?? "everyone"],
    queryFn: async () => {
      const query = new URLSearchParams({ timeZone: browserTimeZone(), ...(group ? { group } : {}) });
      return (await api.get<SummaryResult>(`/api/reminders/summary?${query}`)).summary;
    },
  });
