import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { t, type MessageId } from "@/lib/i18n/i18n";
import { notificationSummaryQueryOptions } from "./get-notification-summary";

/**
 * Every change refreshes the counts, and so the list when its version moved (requirements §4: refreshed after each
 * change; the pages shown are fetched again once, by useNotifications). Failures are
 * toasted from the mutation itself, not from each `mutate` call: TanStack Query runs a call's own callbacks only
 * for the latest call, so a failed earlier click would go unsaid. `failure` is the toast's title.
 */
export function useNotificationChange<T>(request: (input: T) => Promise<ApiResult>, failure: MessageId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Worded when it fails, in the language shown then.
    onError: (error) => notify.error(t(failure), error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSummaryQueryOptions.queryKey }),
  });
}
