import { notify } from "@/components/ui/toaster";
import { useOfflineKeeper } from "@/lib/offline/use-offline-keeper";
import { useProofSender } from "@/lib/offline/use-proof-sender";

/** The installed app's offline work (web/src/lib/offline/), wired into the app with the toasts that tell of it. */
export function Offline() {
  useOfflineKeeper();
  useProofSender({
    onSent: (proof) => notify.success(`Proof for "${proof.taskName}" sent`),
    onRefused: (proof) => notify.error("A waiting proof was not sent", proof.problem),
  });
  return null;
}
