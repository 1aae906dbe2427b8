import { notify } from "@/components/ui/toaster";
import { t } from "@/lib/i18n/i18n";
import { useOfflineKeeper } from "@/lib/offline/use-offline-keeper";
import { useProofSender } from "@/lib/offline/use-proof-sender";

/** The installed app's offline work (web/src/lib/offline/), wired into the app with the toasts that tell of it. */
export function Offline() {
  useOfflineKeeper();
  useProofSender({
    onSent: (proof) => notify.success(t("proof.waitingSent", { name: proof.taskName })),
    onRefused: (proof) => notify.error(t("proof.waitingRefused"), proof.problem),
    onMessagesSent: (count) => notify.success(t("thread.waitingSent", { count })),
    onMessageRefused: (message) =>
      notify.error(t("thread.waitingRefused", { name: message.taskName }), message.problem),
  });
  return null;
}
