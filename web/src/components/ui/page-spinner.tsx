import { Center, Spinner } from "@chakra-ui/react";

/**
 * A page still loading. It fills the screen below the top bar (3.5rem), so the footer waits below the fold
 * instead of showing under the spinner and then jumping down when the page arrives (a layout shift).
 */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <Center flex="1" minH="calc(100dvh - 3.5rem)" py="20" role="status" aria-label={label}>
      <Spinner size="lg" color="teal.fg" />
    </Center>
  );
}
