import { lazy, Suspense, useEffect, useState } from "react";
import { onSessionEnded } from "@/lib/api/session-events";
import { useSession } from "@/lib/api/session";

const SessionEndedDialog = lazy(() => import("./session-ended-dialog"));

/**
 * When a call finds the session gone while someone is signed in here (it expired, or ended elsewhere),
 * says so and offers to sign in again over the page, which stays as it is with whatever was typed in it.
 * The dialog's code loads only then.
 */
export function SessionEndedWatcher() {
  const [ended, setEnded] = useState(false);
  const { user } = useSession();
  useEffect(() => onSessionEnded(() => setEnded(true)), []);
  if (!ended || !user) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog onClose={() => setEnded(false)} />
    </Suspense>
  );
}
