import { Box, Text } from "@chakra-ui/react";
import { useOffline } from "@/lib/offline/offline-state";
import { useT } from "@/lib/i18n/use-t";

export const timeOf = (instant: number) =>
  new Date(instant).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/** Offline, a line that says so and how old what the screen shows is. */
export function OfflineBanner() {
  const { offline, savedAt } = useOffline();
  const t = useT();
  if (!offline) return null;
  return (
    <Box role="status" bg="orange.subtle" color="orange.fg" px="4" py="2" textAlign="center">
      <Text fontSize="sm" fontWeight="medium">
        {savedAt ? t("offline.savedAt", { time: timeOf(savedAt) }) : t("offline.none")}
      </Text>
    </Box>
  );
}
