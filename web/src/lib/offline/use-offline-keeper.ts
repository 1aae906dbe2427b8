import { useQueryClient, type Query } from "@tanstack/react-query";
import { useEffect } from "react";
import { mayBeSignedIn, useSession } from "@/lib/api/session";
import { onSessionEnded } from "@/lib/api/session-events";
import { hasOfflineData } from "./offline-state";

const failed = (query: Query) => query.state.status === "error";

const loadStore = () => import("./offline-store");

/**
 * Keeps a signed-in student's week and notifications on the device for offline use, and removes
 * them when nobody is signed in any more, when the session ends, and when an admin signs in (an admin's data is
 * other people's: it is never kept, and what a student left on the device, waiting proofs included, goes).
 */
export function useOfflineKeeper(): void {
  const client = useQueryClient();
  const { user, isPending } = useSession();

  // Started again with each answer about the session (a sign-in, even the same person's after their session
  // ended, starts keeping again); a session that ended stops the writing (the store checks whose it is).
  useEffect(() => {
    if (!user) {
      // Signed out for sure (no session cookie any more): nothing stays. A check that merely failed keeps it.
      if (!isPending && !mayBeSignedIn() && hasOfflineData()) void loadStore().then((store) => store.forgetOffline());
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadStore().then((store) => {
      if (cancelled) return;
      if (user.role === "student") stop = store.keepForOffline(client, user._id);
      else void store.forgetEveryone();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, user, isPending]);

  useEffect(() => onSessionEnded(() => void loadStore().then((store) => store.forgetOffline())), []);

  // A screen opened offline shows what was kept and says only that it is offline; what failed then is asked
  // again when the connection returns (TanStack Query does so itself only for a drop it saw happen).
  useEffect(() => {
    const askAgain = () => void client.refetchQueries({ type: "active", predicate: failed });
    window.addEventListener("online", askAgain);
    return () => window.removeEventListener("online", askAgain);
  }, [client]);
}
