import { Button, HStack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SignInButton } from "./sign-in-button";
import { useT } from "@/lib/i18n/use-t";

export const SESSION_ENDED_TITLE = "session.endedTitle";

/** Offered by SessionEndedWatcher: sign in again without leaving the page. */
export default function SessionEndedDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <DialogFrame
      open
      alert
      onClose={onClose}
      title={t(SESSION_ENDED_TITLE)}
      closeOnInteractOutside={false}
      footer={
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Button variant="ghost" onClick={onClose}>
            {t("session.notNow")}
          </Button>
          <SignInButton resume onSignedIn={onClose} />
        </HStack>
      }
    >
      <Text>{t("session.endedText")}</Text>
    </DialogFrame>
  );
}
