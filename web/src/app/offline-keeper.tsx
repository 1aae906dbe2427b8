import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSession } from "@/lib/api/session";
import { onSessionEnded } from "@/lib/api/session-events";

const loadStore = () => import("@/lib/offline/offline-store");

/**
 * Keeps a signed-in student's week and notifications on the device for offline use (issue 36), and removes
 * them when nobody is signed in any more, when the session ends, and when an admin signs in (an admin's data is
 * other people's: it is never kept).
 */
export function OfflineKeeper() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?._id ?? null;
  const isStudent = user?.role === "student";
  const hadUser = useRef(false);

  useEffect(() => {
    if (!userId) {
      if (hadUser.current) void loadStore().then((store) => store.forgetOffline());
      hadUser.current = false;
      return;
    }
    hadUser.current = true;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadStore().then((store) => {
      if (cancelled) return;
      if (isStudent) stop = store.keepForOffline(client, userId);
      else void store.forgetOffline();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId, isStudent]);

  useEffect(() => onSessionEnded(() => void loadStore().then((store) => store.forgetOffline())), []);
  return null;
}
