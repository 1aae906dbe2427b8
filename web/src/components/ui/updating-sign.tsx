import { Box, Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { useIsFetching, useQueryClient, type Query } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useOffline } from "@/lib/offline/offline-state";
import { timeOf } from "./offline-banner";
import { useT } from "@/lib/i18n/use-t";

/** An answer kept from before this page was opened (the device's). */
const keptFromBefore = (query: Query) =>
  query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < performance.timeOrigin;

/** Still showing what the device kept, because asking again failed (the server, not the connection). */
const keptAndRefused = (query: Query) =>
  keptFromBefore(query) && query.state.status === "error" && query.state.fetchStatus === "idle";

/** Whether a query the screen shows was kept and could not be updated, kept in step with the query cache. */
function useNotUpdated(): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => queryCache.subscribe(changed), [queryCache]);
  return useSyncExternalStore(subscribe, () => queryCache.findAll({ predicate: keptAndRefused }).length > 0);
}

/**
 * Online, while what the screen shows still comes from the device and the fresh answer is on its way: a quiet
 * sign in the corner that moves nothing on the page, gone once the server has answered. When the server could
 * not answer, the kept screen stays and the sign says how old it is, with a way to ask again.
 */
export function UpdatingSign() {
  const t = useT();
  const queryClient = useQueryClient();
  const { offline, savedAt } = useOffline();
  const updating = useIsFetching({ predicate: keptFromBefore }) > 0;
  const notUpdated = useNotUpdated();
  return (
    <Box role="status" position="fixed" top="16" insetEnd="3" zIndex="sticky" pointerEvents="none">
      {!offline && (updating || notUpdated) && (
        <HStack
          gap="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="full"
          boxShadow="sm"
          px="3"
          py="1"
          pointerEvents="auto"
        >
          {updating ? (
            <>
              <Spinner size="xs" color="fg.muted" />
              <Text fontSize="xs" color="fg.muted">
                {t("updating.now")}
              </Text>
            </>
          ) : (
            <>
              <Text fontSize="xs" color="fg.muted">
                {savedAt ? t("updating.failedAt", { time: timeOf(savedAt) }) : t("updating.failed")}
              </Text>
              <Button
                size="2xs"
                variant="outline"
                onClick={() => void queryClient.refetchQueries({ predicate: keptAndRefused })}
              >
                {t("common.tryAgain")}
              </Button>
            </>
          )}
        </HStack>
      )}
    </Box>
  );
}
