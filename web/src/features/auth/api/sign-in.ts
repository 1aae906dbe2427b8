import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { ApiResult, User } from "@common/api-types";
import { notify } from "@/components/ui/toaster";
import { paths } from "@/config/routes";
import { api, serverMessageOr } from "@/lib/api/client";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { allButTheSession, forgetPreviousPersonsAnswers, sessionQueryKey } from "@/lib/api/session";
import { t } from "@/lib/i18n/i18n";

interface LoginResult extends ApiResult {
  user: User;
}

/** The provider gave no credential: requirements §8 asks for 'Google login failed', whatever the cause. */
class ProviderSignInError extends Error {}

/**
 * Signs in with a function that returns a Firebase ID token (the popup, or the emulator's chooser). Then
 * Requirements §4 sends admins to /admin and others to /dashboard; `resume` (signing in again after the session
 * ended) keeps the page and what was typed in it when the same person signs in, and reloads its data.
 */
export function useGoogleSignIn({ resume = false, onSignedIn }: { resume?: boolean; onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (getIdToken: () => Promise<string>) => {
      let credential: string;
      try {
        credential = await getIdToken();
      } catch (error) {
        console.error("Google sign-in failed", error);
        throw new ProviderSignInError();
      }
      if (!credential) throw new ProviderSignInError();
      try {
        // The browser's zone: someone who never chose a daily reminder gets one at 08:00 on this clock.
        return await api.post<LoginResult>("/api/auth/google", {
          credential,
          timeZone: browserTimeZone(),
          languages: navigator.languages.slice(0, 20),
        });
      } finally {
        // The app's session cookie is what matters from here on; the Firebase one is not kept.
        void import("@/lib/firebase-auth").then((auth) => auth.signOutOfFirebase()).catch(console.error);
      }
    },
    onSuccess: (result) => {
      const previous = queryClient.getQueryData<User | null>(sessionQueryKey);
      forgetPreviousPersonsAnswers(queryClient, previous, result.user);
      queryClient.setQueryData(sessionQueryKey, result.user);
      notify.success(result.message);
      onSignedIn?.();
      if (resume && previous?._id === result.user._id) {
        void queryClient.invalidateQueries(allButTheSession);
        return;
      }
      navigate(result.user.role === "admin" ? paths.admin : paths.dashboard);
    },
    onError: (error) => {
      notify.error(
        error instanceof ProviderSignInError ? t("signIn.googleFailed") : serverMessageOr(error, t("signIn.failed")),
      );
    },
  });
}
