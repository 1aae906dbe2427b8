import { queryOptions } from "@tanstack/react-query";
import type { ApiResult, ClassSummary } from "@common/api-types";
import { api } from "@/lib/api/client";
import { browserTimeZone } from "@/lib/browser-time-zone";

interface SummaryResult extends ApiResult {
  summary: ClassSummary;
}

export const classSummaryQueryKey = ["class-summary"] as const;

/** The figures at the top of /admin, counted in the supervisor's time zone (what "today" means to them). */
export const classSummaryQueryOptions = queryOptions({
  queryKey: classSummaryQueryKey,
  queryFn: async () => {
    const query = new URLSearchParams({ timeZone: browserTimeZone() });
    return (await api.get<SummaryResult>(`/api/reminders/summary?${query}`)).summary;
  },
});
