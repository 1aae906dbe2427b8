import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";
import { useT } from "@/lib/i18n/use-t";

/**
 * Where toasts show: on a phone at the top, where they never cover the buttons at the end of a form or a
 * dialog (the one just pressed, or the next one needed); on wider screens in the bottom corner.
 */
export const toastPlacement = () =>
  window.matchMedia("(max-width: 47.99em)").matches ? ("top" as const) : ("bottom-end" as const);

/** Requirements §9: at most 20 toasts held. Loaded with the first toast, not with the page (see toaster.tsx). */
export const toaster = createToaster({ placement: toastPlacement(), pauseOnPageIdle: true, max: 20 });

export function ToastList() {
  const t = useT();
  return (
    <Portal>
      {/* Named here: the library's own name is English, with its placement written as code ("bottom-end"). */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label={t("toast.region")}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t("toast.dismiss")} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
