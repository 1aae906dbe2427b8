/** An admin's voice comment on a review, played where the task's review or history shows. */
import { Stack, Text } from "@chakra-ui/react";
import { useOffline } from "@/lib/offline/offline-state";
import { useT } from "@/lib/i18n/use-t";

/**
 * The player of a voice comment, served with the same permission check as proofs; the installed app keeps the
 * task but not the recording, so offline it says it needs the connection.
 */
export function VoiceComment({ url, label }: { url: string; label: string }) {
  const t = useT();
  const { offline } = useOffline();
  return (
    <Stack gap="1">
      <audio controls preload="metadata" src={url} aria-label={label} style={{ width: "100%", maxWidth: "420px" }} />
      {offline && (
        <Text fontSize="xs" color="fg.muted">
          {t("voice.needsConnection")}
        </Text>
      )}
    </Stack>
  );
}
