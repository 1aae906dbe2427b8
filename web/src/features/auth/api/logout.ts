import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { ApiResult, User } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { paths } from "@/config/routes";
import { api } from "@/lib/api/client";
import { allButTheSession, sessionQueryKey } from "@/lib/api/session";
import { hasWaitingProofs } from "@/lib/offline/waiting-proofs";

/** SPEC §4: logout clears the user and goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Offline it says so at once, rather than waiting unseen while the data stays on the device.
    networkMode: "always",
    mutationFn: async () => {
      if (!navigator.onLine) throw new Error("You are offline: connect to the internet to log out.");
      // Also a proof kept from another tab of the app, which this one has not shown yet.
      const user = queryClient.getQueryData<User | null>(sessionQueryKey);
      if (user?.role === "student") {
        await import("@/lib/offline/proof-outbox")
          .then((outbox) => outbox.showWaitingProofs(user._id))
          // The device's store unreadable (a private mode, a damaged database): what this tab knows decides.
          .catch((error: unknown) => console.error("Waiting proofs unreadable", error));
      }
      if (hasWaitingProofs()) throw new Error("A proof is still waiting to be sent: send it or discard it first.");
      return api.get<ApiResult>("/api/users/logout");
    },
    onSuccess: (result) => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries(allButTheSession);
      notify.success(result.message);
      navigate(paths.home);
    },
    onError: (error) => notify.error(error.message),
  });
}
