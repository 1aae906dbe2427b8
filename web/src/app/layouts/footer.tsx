import { Box, Link, Text } from "@chakra-ui/react";
import { memo } from "react";
import { env } from "@/config/env";
import { useT } from "@/lib/i18n/use-t";

/** The contact line under every non-admin page; it never changes, so the layout's updates skip it. */
export const Footer = memo(function Footer() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" py="6" px="4" textAlign="center" mt="auto">
      <Text color="fg.muted" fontSize="sm">
        {t("footer.accounts")}{" "}
        <Link href={`mailto:${env.contactEmail}`} color="teal.fg" textDecoration="underline">
          {env.contactEmail}
        </Link>
        .
      </Text>
    </Box>
  );
});
