import { Box, Flex, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ColorModeButton } from "@/components/ui/color-mode";
import { paths } from "@/config/routes";
import { SignInButton } from "@/features/auth/components/sign-in-button";
import { useSession } from "@/lib/api/session";
import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { useT } from "@/lib/i18n/use-t";

// Only signed-in people need these (and the menu and popover code behind them): not part of the first load. While
// the session is checked (a session cookie is there) and until their code arrives, a box of their buttons' size
// holds their place, so that nothing in the bar moves when they come.
const PLACE = <Box boxSize="10" />;
const UserMenu = lazyNamed(() => import("@/features/auth/components/user-menu"), "UserMenu");
const NotificationBell = lazyNamed(
  () => import("@/features/notifications/components/notification-bell"),
  "NotificationBell",
);

export function TopBar() {
  const { user, isPending } = useSession();
  const isAdmin = user?.role === "admin";
  const t = useT();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex
        as="nav"
        aria-label={t("nav.main")}
        maxW="6xl"
        mx="auto"
        px={{ base: "3", md: "6" }}
        h="14"
        align="center"
        gap="2"
      >
        <Link asChild fontWeight="semibold" fontSize="lg" color="fg" px="2">
          <RouterLink to={paths.home}>{t("nav.home")}</RouterLink>
        </Link>
        <HStack ms="auto" gap="1">
          {(isPending || (user && !isAdmin)) && (
            <Suspense fallback={PLACE}>{user ? <NotificationBell /> : PLACE}</Suspense>
          )}
          <ColorModeButton />
          {isPending ? (
            PLACE
          ) : user ? (
            <Suspense fallback={PLACE}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <SignInButton />
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
