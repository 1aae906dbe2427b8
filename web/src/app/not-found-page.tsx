import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/routes";
import { useT } from "@/lib/i18n/use-t";

export function NotFoundPage() {
  const t = useT();
  return (
    <Stack align="center" textAlign="center" gap="4" py="20" px="4">
      <Heading as="h1" size="2xl">
        {t("notFound.title")}
      </Heading>
      <Text color="fg.muted">{t("notFound.text")}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.home}>{t("notFound.home")}</RouterLink>
      </Button>
    </Stack>
  );
}
