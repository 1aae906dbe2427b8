import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useSession } from "@/lib/api/session";
import { useT } from "@/lib/i18n/use-t";
import { requestSendingProofs, useWaitingProof, waitingMessage } from "@/lib/offline/waiting-proofs";

const outbox = () => import("@/lib/offline/proof-outbox");

/**
 * A task's proof kept on the device: waiting for the connection, or refused, with why and what the
 * student can do (send it again, or discard it). Nothing when the task has none.
 */
export function WaitingProof({ taskId, size = "md" }: { taskId: string; size?: "sm" | "md" }) {
  const waiting = useWaitingProof(taskId);
  const t = useT();
  const { user } = useSession();
  if (!waiting || !user) return null;
  const { problem } = waiting;
  return (
    <Stack gap="2" align="flex-start" mt={size === "sm" ? "2" : "0"}>
      <Text role="status" fontSize={size} color={problem ? "fg.error" : "fg.muted"}>
        {problem ?? waitingMessage()}
      </Text>
      <HStack gap="2">
        {problem && (
          <Button
            size={size === "sm" ? "xs" : "sm"}
            colorPalette="teal"
            onClick={() =>
              void outbox()
                .then((store) => store.retryProof(user._id, taskId))
                .then(requestSendingProofs)
            }
          >
            {t("proof.sendAgain")}
          </Button>
        )}
        <Button
          size={size === "sm" ? "xs" : "sm"}
          variant="outline"
          colorPalette="red"
          onClick={() => void outbox().then((store) => store.discardProof(user._id, taskId))}
        >
          {t("proof.discard")}
        </Button>
      </HStack>
    </Stack>
  );
}
