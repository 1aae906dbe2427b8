import { Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useT } from "@/lib/i18n/use-t";

/**
 * Data on its way: a spinner and what is loading, announced to assistive technology and marked busy. Shown
 * instead of the empty text until the answer has come, so that loading never reads as "nothing here".
 */
export function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" aria-busy="true" gap="3" py="4" color="fg.muted">
      <Spinner size="sm" color="teal.fg" />
      <Text>{label}</Text>
    </HStack>
  );
}

/**
 * Why a query has nothing to show, and how to ask again: undefined while it has data, even when its last
 * fetch failed (data kept on the device, or an earlier answer), since the screen then shows that data and the
 * offline line says why it may be old; it is asked again when the connection returns.
 */
export function nothingToShow(query: {
  isError: boolean;
  error: Error | null;
  data: unknown;
  refetch: () => unknown;
}): { reason: string; retry: () => void } | undefined {
  if (!query.isError || query.data !== undefined) return undefined;
  return { reason: query.error?.message ?? "", retry: () => void query.refetch() };
}

/** Data that could not be loaded: what failed and why, and a button that asks again. */
export function LoadError({ message, reason, onRetry }: { message: string; reason?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack role="alert" gap="2" py="2" align="flex-start">
      <Text color="fg.error">
        {message}
        {reason ? `: ${reason}` : "."}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    </Stack>
  );
}
