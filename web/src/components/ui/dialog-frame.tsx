import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** An `alertdialog`: a choice with consequences, or news the person must see. */
  alert?: boolean;
  size?: ComponentProps<typeof Dialog.Root>["size"];
  /** Escape and the buttons close it; a click beside it too, unless this is false (something half typed). */
  closeOnInteractOutside?: boolean;
  /** A close button in the corner, named for what it closes. */
  closeLabel?: string;
  /** Under the title, within the header (who, when). */
  subtitle?: ReactNode;
  /** The buttons under the body; none without it. */
  footer?: ReactNode;
  footerProps?: ComponentProps<typeof Dialog.Footer>;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  contentProps?: ComponentProps<typeof Dialog.Content>;
  /** Wraps header, body and footer (a form around them). */
  wrap?: (inner: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * Every dialog of the app, as Chakra's own snippets compose one: centred (full screen where `size` says so),
 * scrolling inside, a title, a body, its buttons and an optional close button in the corner.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  alert = false,
  size,
  closeOnInteractOutside = true,
  closeLabel,
  subtitle,
  footer,
  footerProps,
  bodyProps,
  contentProps,
  wrap = (inner) => inner,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role={alert ? "alertdialog" : "dialog"}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={size}
      closeOnInteractOutside={closeOnInteractOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" {...contentProps}>
            {wrap(
              <>
                <Dialog.Header {...(subtitle ? { flexDirection: "column", alignItems: "flex-start", gap: "1" } : {})}>
                  <Dialog.Title>{title}</Dialog.Title>
                  {subtitle}
                </Dialog.Header>
                <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
                {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
              </>,
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
