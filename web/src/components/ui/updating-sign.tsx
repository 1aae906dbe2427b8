import { Box, HStack, Spinner, Text } from "@chakra-ui/react";
import { useIsFetching, type Query } from "@tanstack/react-query";
import { useOffline } from "@/lib/offline/offline-state";

/** An answer kept from before this page was opened (the device's), being asked for again. */
const keptAndAskedAgain = (query: Query) =>
  query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < performance.timeOrigin;

/**
 * Online, while what the screen shows still comes from the device and the fresh answer is on its way: a quiet
 * sign in the corner that moves nothing on the page, gone once the server has answered.
 */
export function UpdatingSign() {
  const { offline } = useOffline();
  const updating = useIsFetching({ predicate: keptAndAskedAgain }) > 0;
  return (
    <Box role="status" position="fixed" top="16" insetEnd="3" zIndex="sticky" pointerEvents="none">
      {!offline && updating && (
        <HStack gap="2" bg="bg.panel" borderWidth="1px" borderRadius="full" boxShadow="sm" px="3" py="1">
          <Spinner size="xs" color="fg.muted" />
          <Text fontSize="xs" color="fg.muted">
            Updating…
          </Text>
        </HStack>
      )}
    </Box>
  );
}
