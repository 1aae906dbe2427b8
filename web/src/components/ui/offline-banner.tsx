import { Box, Text } from "@chakra-ui/react";
import { useOffline } from "@/lib/offline/offline-state";

export const timeOf = (instant: number) =>
  new Date(instant).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/** Offline, a line that says so and how old what the screen shows is. */
export function OfflineBanner() {
  const { offline, savedAt } = useOffline();
  if (!offline) return null;
  return (
    <Box role="status" bg="orange.subtle" color="orange.fg" px="4" py="2" textAlign="center">
      <Text fontSize="sm" fontWeight="medium">
        {savedAt ? `Offline — showing what you saw at ${timeOf(savedAt)}` : "Offline — you are not connected."}
      </Text>
    </Box>
  );
}
