import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { onSessionEnded } from "@/lib/api/session-events";
import { sessionQueryKey, useSession } from "@/lib/api/session";

const SessionEndedDialog = lazy(() => import("./session-ended-dialog"));

/**
 * When a call finds the session gone while someone is signed in here (it expired, or ended elsewhere),
 * says so and offers to sign in again over the page, which stays as it is with whatever was typed in it.
 * The dialog's code loads only then.
 */
export function SessionEndedWatcher() {
  const [ended, setEnded] = useState(false);
  const { user } = useSession();
  const queryClient = useQueryClient();
  // Only a session known here can end: a 401 met while nobody is signed in, or while the session is still
  // being checked (an optimistic route's requests with an expired cookie), is no news, and must not offer
  // to sign in again once somebody later does.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (queryClient.getQueryData(sessionQueryKey)) setEnded(true);
      }),
    [queryClient],
  );
  if (!ended || !user) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog onClose={() => setEnded(false)} />
    </Suspense>
  );
}
