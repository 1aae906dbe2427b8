import { List, Text } from "@chakra-ui/react";
import { ActionDialog } from "@/components/ui/action-dialog";
import type { WaitingList } from "../api/logout";

export const WAITING_PROOFS_TITLE = "A proof has not been sent yet";

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
  return (
    <ActionDialog
      title={one ? WAITING_PROOFS_TITLE : `${waiting.length} proofs have not been sent yet`}
      destructive
      action={one ? "Discard it and log out" : "Discard them and log out"}
      pendingText="Logging out..."
      pending={pending}
      onSubmit={onDiscard}
      onClose={onClose}
      otherAction={{ label: one ? "Send it first" : "Send them first", onClick: onSendFirst }}
    >
      <List.Root ps="5">
        {waiting.map((proof) => (
          <List.Item key={proof.taskId}>
            {proof.problem
              ? `Your proof for "${proof.taskName}" was not sent: ${proof.problem}`
              : `Your proof for "${proof.taskName}" is waiting to be sent.`}
          </List.Item>
        ))}
      </List.Root>
      <Text>
        Logging out removes {one ? "it" : "them"} from this device. Send {one ? "it" : "them"} first, or discard{" "}
        {one ? "it" : "them"} and log out.
      </Text>
    </ActionDialog>
  );
}
