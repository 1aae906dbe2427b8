import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

interface ActionDialogProps {
  title: ReactNode;
  /** The accessible name of the dialog's form, when it differs from the title. */
  formLabel?: string;
  /** A destructive action: an `alertdialog`, with a red button. */
  destructive?: boolean;
  /** The action button's text, and its text while the action runs. */
  action: string;
  pendingText?: string;
  pending: boolean;
  disabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Another way out beside the action (e.g. "Send it first" beside "Discard and log out"). */
  otherAction?: { label: string; onClick: () => void };
  children: ReactNode;
}

/**
 * A dialog that asks for one action (edit, delete, confirm): a title, a form body, Cancel and the action.
 * Enter submits; Escape, the backdrop and Cancel close it.
 */
export function ActionDialog({
  title,
  formLabel,
  destructive = false,
  action,
  pendingText,
  pending,
  disabled = false,
  onSubmit,
  onClose,
  otherAction,
  children,
}: ActionDialogProps) {
  return (
    <Dialog.Root
      open
      role={destructive ? "alertdialog" : "dialog"}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form
              noValidate
              aria-label={formLabel}
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                {otherAction && (
                  <Button variant="outline" onClick={otherAction.onClick} disabled={pending}>
                    {otherAction.label}
                  </Button>
                )}
                <Button
                  type="submit"
                  colorPalette={destructive ? "red" : "teal"}
                  disabled={disabled}
                  loading={pending}
                  loadingText={pendingText}
                >
                  {action}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
