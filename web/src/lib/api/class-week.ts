/** The class week board's data. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiResult, Task, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { tasksQueryKey } from "@/lib/api/tasks";

interface ClassWeek extends ApiResult {
  week: string;
  students: User[];
  tasks: Task[];
}

/**
 * Under the tasks' key: a review or an edit anywhere refreshes the board too. A week seen in the last 30 s
 * shows again as it was, without asking the server (going back and forth between weeks).
 */
export const classWeekQueryOptions = (week: string, group?: string) =>
  queryOptions({
    queryKey: [...tasksQueryKey, "board", week, group ?? "everyone"],
    queryFn: () => api.get<ClassWeek>(`/api/board?${new URLSearchParams({ week, ...(group ? { group } : {}) })}`),
    staleTime: 30_000,
  });

/** The week of every active student, or of one group's. */
export const useClassWeek = (week: string, group?: string) => useQuery(classWeekQueryOptions(week, group));
