import { Button, Dialog, HStack, Portal, Text } from "@chakra-ui/react";
import { SignInButton } from "./sign-in-button";

export const SESSION_ENDED_TITLE = "Your session has ended";

/** Offered by SessionEndedWatcher: sign in again without leaving the page. */
export default function SessionEndedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => !details.open && onClose()}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{SESSION_ENDED_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Sign in again to carry on where you left off: what you typed on this page is kept.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" wrap="wrap" justify="flex-end">
                <Button variant="ghost" onClick={onClose}>
                  Not now
                </Button>
                <SignInButton resume onSignedIn={onClose} />
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
