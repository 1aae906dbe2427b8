import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "@/lib/api/session";
import { tasksQueryKey } from "@/lib/api/tasks";

/** After a proof is sent or removed: the tasks (requirements §4), and the session, which carries the streak's counts. */
export const refreshAfterProof = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
