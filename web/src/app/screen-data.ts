import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@common/api-types";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { routes, type RouteRow, type ScreenData } from "@/config/routes";
import { classWeekQueryOptions } from "@/lib/api/class-week";
import { plansQueryOptions } from "@/lib/api/plans";
import { classSummaryQueryOptions } from "@/lib/api/class-summary";
import { templatesQueryOptions } from "@/lib/api/templates";
import { notificationSummaryQueryOptions } from "@/features/notifications/api/get-notification-summary";
import { groupsQueryOptions } from "@/lib/api/groups";
import { reviewCountsQueryOptions } from "@/lib/api/review-count";
import { reviewQueueQueryOptions } from "@/lib/api/review-queue";
import { sessionQueryKey } from "@/lib/api/session";
import { myTasksQueryOptions } from "@/lib/api/tasks";
import { usersQueryOptions } from "@/lib/api/users";

const thisMonday = () => mondayOf(toCalendarDate(new Date()));

/** The group the admin chose to show, when the session is known already (the screens ask with it). */
const shownGroup = (client: QueryClient) => client.getQueryData<User | null>(sessionQueryKey)?.shownGroup;

/** What each name of the manifest's `data` asks for: the very queries the screens use, so they find the answer. */
const asks: Record<ScreenData, (client: QueryClient) => Promise<void>> = {
  myWeek: (client) => client.prefetchQuery(myTasksQueryOptions({ from: thisMonday(), to: addDays(thisMonday(), 6) })),
  myTasks: (client) => client.prefetchQuery(myTasksQueryOptions()),
  notifications: (client) => client.prefetchQuery(notificationSummaryQueryOptions),
  users: (client) => client.prefetchQuery(usersQueryOptions),
  templates: (client) => client.prefetchQuery(templatesQueryOptions),
  classSummary: (client) => client.prefetchQuery(classSummaryQueryOptions(shownGroup(client))),
  plans: (client) => client.prefetchQuery(plansQueryOptions),
  groups: (client) => client.prefetchQuery(groupsQueryOptions),
  reviewQueue: (client) => client.prefetchInfiniteQuery(reviewQueueQueryOptions(shownGroup(client))),
  classWeek: (client) => client.prefetchQuery(classWeekQueryOptions(thisMonday(), shownGroup(client))),
};

/**
 * Asks for a screen's first answers (its manifest row's `data`, and the admin sidebar's count on an admin
 * screen) as navigation to it starts, beside its code; what is fresh is not asked again, what is on its way is
 * shared. A failure is left for the screen to show when it asks itself.
 */
export function askForScreenData(client: QueryClient, row: RouteRow): void {
  for (const name of row.data ?? []) void asks[name](client);
  if (row.access === "admin") void client.prefetchQuery(reviewCountsQueryOptions);
}

/**
 * The app's first moment at `pathname`, with a session cookie in the browser: the screen's first answers are asked
 * for at once, beside its code (router.tsx) and the session check (main.tsx), not after them.
 */
export function askForScreenDataAt(client: QueryClient, pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const row: RouteRow | undefined = routes.find((route) => route.path === path);
  if (row) askForScreenData(client, row);
}
