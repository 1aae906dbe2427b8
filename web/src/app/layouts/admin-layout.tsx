import { Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { NavLink, Outlet } from "react-router-dom";
import { ColorModeButton } from "@/components/ui/color-mode";
import { routes } from "@/config/routes";
import { ReviewCountBadge } from "@/components/tasks/review-count-badge";
import { QuestionCountBadge } from "@/components/tasks/question-count-badge";
import { useSession } from "@/lib/api/session";
import { useLogout } from "@/features/auth/api/logout";
import { useT } from "@/lib/i18n/use-t";

const NAV_ITEMS = routes.flatMap((row) => ("nav" in row ? [{ to: row.path, name: row.name, ...row.nav }] : []));

/** Requirements §2: a permanent 220-wide sidebar (across the top on phones), no notification bell. */
export function AdminLayout() {
  const t = useT();
  const { user } = useSession();
  const logout = useLogout();

  return (
    <Flex direction={{ base: "column", md: "row" }} minH="100dvh">
      <Box
        as="aside"
        width={{ base: "full", md: "220px" }}
        flexShrink={0}
        borderEndWidth={{ base: "0", md: "1px" }}
        borderBottomWidth={{ base: "1px", md: "0" }}
        bg="bg.subtle"
        p="4"
        position={{ md: "sticky" }}
        top="0"
        height={{ md: "100dvh" }}
      >
        <Stack gap="4" height="full">
          <Box>
            <Heading as="h2" size="lg">
              {t("adminNav.panel")}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t("adminNav.hello", { name: user?.name ?? "" })}
            </Text>
          </Box>
          <Stack
            as="nav"
            aria-label={t("adminNav.label")}
            direction={{ base: "row", md: "column" }}
            gap="1"
            wrap="wrap"
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.to}
                asChild
                variant="ghost"
                justifyContent="flex-start"
                // A longer language's label wraps in the 220 px sidebar, its count beside it.
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                minH="10"
                py="2"
                css={{
                  "&[aria-current=page]": { bg: "teal.subtle", color: "teal.fg", fontWeight: "semibold" },
                }}
              >
                <NavLink to={item.to} end>
                  {t(`adminNav.${item.name}`)}
                  {"counted" in item && (
                    // The count's place is kept while it loads: on phones the links wrap in rows, and a badge
                    // appearing would move the links after it and the page below them (a layout shift).
                    <Box
                      as="span"
                      display="inline-flex"
                      justifyContent="flex-end"
                      minW={{ base: "8", md: "0" }}
                      // Both counts keep their width beside a long label, which wraps instead.
                      flexShrink={0}
                      ms="auto"
                    >
                      <ReviewCountBadge />
                      <QuestionCountBadge />
                    </Box>
                  )}
                </NavLink>
              </Button>
            ))}
          </Stack>
          <HStack mt={{ md: "auto" }} justify="space-between">
            <ColorModeButton />
            <Button variant="outline" onClick={logout.logout} loading={logout.isPending}>
              {t("menu.logout")}
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Box as="main" flex="1" minW="0" p={{ base: "4", md: "8" }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
