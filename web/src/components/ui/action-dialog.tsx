import { Button, chakra, Stack } from "@chakra-ui/react";
import { useT } from "@/lib/i18n/use-t";
import { DialogFrame } from "./dialog-frame";
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
  const t = useT();
  return (
    <DialogFrame
      open
      alert={destructive}
      title={title}
      onClose={onClose}
      wrap={(inner) => (
        // A column as the dialog's own, so that its body scrolls inside the dialog and its buttons stay in view.
        <chakra.form
          display="flex"
          flexDirection="column"
          minH="0"
          noValidate
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {inner}
        </chakra.form>
      )}
      footerProps={{ flexWrap: "wrap" }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
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
        </>
      }
    >
      <Stack gap="4">{children}</Stack>
    </DialogFrame>
  );
}
