import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useT } from "@/lib/i18n/use-t";

/** "A new version is ready.", with "Later" unless this version can no longer go on, and "Reload". */
export function UpdateNotice({
  stale,
  onLater,
  onReload,
}: {
  stale: boolean;
  onLater: () => void;
  onReload: () => void;
}) {
  const t = useT();
  return (
    <Box
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="3"
    >
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm">{stale ? t("update.reloadToGoOn") : t("update.ready")}</Text>
        <HStack gap="2">
          {!stale && (
            <Button size="sm" variant="ghost" onClick={onLater}>
              {t("update.later")}
            </Button>
          )}
          <Button size="sm" colorPalette="teal" onClick={onReload}>
            {t("update.reload")}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
