import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/** SPEC §9: 4000 ms for errors and plain messages, 2000 ms for success. */
export const TOAST_DURATION = { error: 4000, info: 4000, success: 2000 } as const;

/** SPEC §9: at most 20 toasts held. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 20 });

const show = (type: keyof typeof TOAST_DURATION, title: string, description?: string) =>
  toaster.create({ title, description, type, duration: TOAST_DURATION[type], closable: true });

export const notify = {
  /** An error, with the server's reason underneath when there is one. */
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string) => show("info", title),
  success: (title: string) => show("success", title),
};

/**
 * A mutation's toasts: the server's message on success (then `onDone`, e.g. closing a dialog), the failure
 * with the server's reason underneath otherwise.
 */
export const toastOutcome = (failure: string, onDone?: () => void) => ({
  onSuccess: (result: { message: string }) => {
    notify.success(result.message);
    onDone?.();
  },
  onError: (error: Error) => notify.error(failure, error.message),
});

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
