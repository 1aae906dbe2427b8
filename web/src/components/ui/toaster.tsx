import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/** SPEC §9: at most 20 toasts held. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 20 });

/** SPEC §9: 4000 ms for errors and plain messages, 2000 ms for success. */
export const TOAST_DURATION = { error: 4000, info: 4000, success: 2000 } as const;

export const notify = {
  /** An error, with the server's reason underneath when there is one. */
  error: (title: string, description?: string) =>
    toaster.create({ title, description, type: "error", duration: TOAST_DURATION.error, closable: true }),
  info: (title: string) => toaster.create({ title, type: "info", duration: TOAST_DURATION.info, closable: true }),
  success: (title: string) =>
    toaster.create({ title, type: "success", duration: TOAST_DURATION.success, closable: true }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
