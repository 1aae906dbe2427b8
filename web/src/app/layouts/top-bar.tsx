import { Box, Flex, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ColorModeButton } from "@/components/ui/color-mode";
import { paths } from "@/config/routes";
import { SignInButton } from "@/features/auth/components/sign-in-button";
import { useSession } from "@/lib/api/session";
import { useIsFetching } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { afterPaint } from "@/lib/after-paint";
import { lazyNamed } from "@/lib/lazy-named";
import { useT } from "@/lib/i18n/use-t";

// Only signed-in people need these (and the menu and popover code behind them): not part of the first load, and
// asked for once the screen has its answers and has painted them, so that on a slow network their files do not
// queue before the screen's own. Until then a box of their buttons' size holds their place, so that nothing in
// the bar moves when they come. A screen that keeps asking (a poll that never settles) still gets them, at the
// latest a few seconds after the bar first shows.
export const MENUS_AT_THE_LATEST_MS = 5_000;
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
  const answered = useIsFetching() === 0;
  const [menusDue, setMenusDue] = useState(false);
  useEffect(() => {
    const ceiling = setTimeout(() => setMenusDue(true), MENUS_AT_THE_LATEST_MS);
    return () => clearTimeout(ceiling);
  }, []);
  useEffect(() => {
    if (!answered) return;
    // An answer that starts before the paint comes first: the menus wait for it too.
    let cancelled = false;
    void afterPaint().then(() => {
      if (!cancelled) setMenusDue(true);
    });
    return () => {
      cancelled = true;
    };
  }, [answered]);
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
            <Suspense fallback={PLACE}>{user && menusDue ? <NotificationBell /> : PLACE}</Suspense>
          )}
          <ColorModeButton />
          {isPending ? (
            PLACE
          ) : user ? (
            <Suspense fallback={PLACE}>{menusDue ? <UserMenu user={user} /> : PLACE}</Suspense>
          ) : (
            <SignInButton />
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
