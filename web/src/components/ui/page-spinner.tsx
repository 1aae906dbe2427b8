import { Center, Spinner } from "@chakra-ui/react";
import { useT } from "@/lib/i18n/use-t";

/**
 * A page still loading. It fills the screen below the top bar (3.5rem), so the footer waits below the fold
 * instead of showing under the spinner and then jumping down when the page arrives (a layout shift);
 * `inline`, it only takes its own room (a screen's content under its heading, nothing below it).
 */
export function PageSpinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  const t = useT();
  return (
    <Center
      flex="1"
      minH={inline ? undefined : "calc(100dvh - 3.5rem)"}
      py={inline ? "10" : "20"}
      role="status"
      aria-label={label ?? t("common.loading")}
    >
      <Spinner size="lg" color="teal.fg" />
    </Center>
  );
}
