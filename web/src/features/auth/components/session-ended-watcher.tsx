import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/routes";
import { onLogoutElsewhere, onSessionEnded } from "@/lib/api/session-events";
import { allButTheSession, sessionOnlyFromDevice, sessionQueryKey, useSession } from "@/lib/api/session";

const SessionEndedDialog = lazy(() => import("./session-ended-dialog"));

/**
 * When a call finds the session gone while someone is signed in here (it expired, or ended elsewhere),
 * says so and offers to sign in again over the page, which stays as it is with whatever was typed in it.
 * The dialog's code loads only then. A logout in another tab shows the signed-out page here too.
 */
export function SessionEndedWatcher() {
  const [ended, setEnded] = useState(false);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Only a session known here can end: a 401 met while nobody is signed in, or while the session is still
  // being checked (an optimistic route's requests with an expired cookie), is no news, and must not offer
  // to sign in again once somebody later does. Nor can a session only kept on the device: the server's
  // answer about it replaces it (the signed-out page, not an offer over the kept screen).
  useEffect(
    () =>
      onSessionEnded(() => {
        if (queryClient.getQueryData(sessionQueryKey) && !sessionOnlyFromDevice(queryClient)) setEnded(true);
      }),
    [queryClient],
  );
  // A logout in another tab ended this tab's session too: it shows the signed-out page at once, as a logout here.
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        if (!queryClient.getQueryData(sessionQueryKey)) return;
        queryClient.setQueryData(sessionQueryKey, null);
        queryClient.removeQueries(allButTheSession);
        setEnded(false);
        navigate(paths.home);
      }),
    [queryClient, navigate],
  );
  if (!ended || !user) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog onClose={() => setEnded(false)} />
    </Suspense>
  );
}
