import { List, Text } from "@chakra-ui/react";
import { ActionDialog } from "@/components/ui/action-dialog";
import type { WaitingList } from "../api/logout";
import { useT } from "@/lib/i18n/use-t";

export const WAITING_PROOFS_TITLE = "logout.waitingTitle";

/** Before a logout: the proofs still on the device, and the two ways on (send them first, or discard them). */
export function WaitingProofsDialog({
  waiting,
  pending,
  onSendFirst,
  onDiscard,
  onClose,
}: {
  waiting: WaitingList;
  pending: boolean;
  onSendFirst: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) {
  const one = waiting.length === 1;
  const t = useT();
  const count = waiting.length;
  return (
    <ActionDialog
      title={
        waiting.some((entry) => entry.messageId)
          ? t("logout.unsentTitle")
          : one
            ? t(WAITING_PROOFS_TITLE)
            : t("logout.waitingTitleMany", { count })
      }
      destructive
      action={t("logout.discard", { count })}
      pendingText={t("logout.pending")}
      pending={pending}
      onSubmit={onDiscard}
      onClose={onClose}
      otherAction={{ label: t("logout.sendFirst", { count }), onClick: onSendFirst }}
    >
      <List.Root ps="5">
        {waiting.map((proof) => (
          <List.Item key={proof.messageId ?? proof.taskId}>
            {proof.messageId
              ? proof.problem
                ? t("logout.messageRefused", { name: proof.taskName, problem: proof.problem })
                : t("logout.messageWaiting", { name: proof.taskName })
              : proof.problem
                ? t("logout.proofRefused", { name: proof.taskName, problem: proof.problem })
                : t("logout.proofWaiting", { name: proof.taskName })}
          </List.Item>
        ))}
      </List.Root>
      <Text>{t("logout.explain", { count })}</Text>
    </ActionDialog>
  );
}
