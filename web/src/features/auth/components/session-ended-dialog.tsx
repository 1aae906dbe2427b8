import { Button, HStack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SignInButton } from "./sign-in-button";

export const SESSION_ENDED_TITLE = "Your session has ended";

/** Offered by SessionEndedWatcher: sign in again without leaving the page. */
export default function SessionEndedDialog({ onClose }: { onClose: () => void }) {
  return (
    <DialogFrame
      open
      alert
      onClose={onClose}
      title={SESSION_ENDED_TITLE}
      closeOnInteractOutside={false}
      footer={
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <SignInButton resume onSignedIn={onClose} />
        </HStack>
      }
    >
      <Text>Sign in again to carry on where you left off: what you typed on this page is kept.</Text>
    </DialogFrame>
  );
}
