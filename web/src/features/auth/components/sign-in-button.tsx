import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { FcGoogle } from "react-icons/fc";
import { env } from "@/config/env";
import { useGoogleSignIn } from "../api/sign-in";
import { useT } from "@/lib/i18n/use-t";

// Only a build for the Auth emulator has the account chooser (and its list of demo accounts): the condition is
// a constant of the build (VITE_AUTH_EMULATOR_URL, web/.env.emulator), so a deployed build leaves it out.
const AccountChooserDialog = import.meta.env.VITE_AUTH_EMULATOR_URL
  ? lazy(() => import("./account-chooser-dialog"))
  : null;

/**
 * The Google sign-in button. Deployed it opens Google's popup; against the Auth emulator, where the popup
 * cannot load, it opens the app's own account chooser. Both end in the same token exchange. `resume`: see
 * useGoogleSignIn.
 */
export function SignInButton({ resume = false, onSignedIn }: { resume?: boolean; onSignedIn?: () => void }) {
  const signIn = useGoogleSignIn({ resume, onSignedIn });
  const [chooserOpen, setChooserOpen] = useState(false);
  const t = useT();
  const usesEmulator = AccountChooserDialog !== null && Boolean(env.authEmulatorUrl);

  const start = () => {
    if (usesEmulator) {
      setChooserOpen(true);
      return;
    }
    signIn.mutate(async () => (await import("@/lib/firebase-auth")).signInWithGooglePopup());
  };

  const choose = (email: string, name: string) => {
    setChooserOpen(false);
    signIn.mutate(async () => (await import("@/lib/firebase-auth")).signInWithEmulatorGoogleAccount(email, name));
  };

  return (
    <>
      <Button variant="outline" onClick={start} loading={signIn.isPending} loadingText={t("signIn.pending")}>
        <FcGoogle aria-hidden />
        {t("signIn.google")}
      </Button>
      {AccountChooserDialog && chooserOpen && (
        <Suspense fallback={null}>
          <AccountChooserDialog open={chooserOpen} onOpenChange={setChooserOpen} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
