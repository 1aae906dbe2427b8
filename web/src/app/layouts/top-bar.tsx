import { Box, Flex, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ColorModeButton } from "@/components/ui/color-mode";
import { paths } from "@/config/paths";
import { SignInButton } from "@/features/auth/components/sign-in-button";
import { useSession } from "@/lib/api/session";
import { Suspense, useDeferredValue, useEffect } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { markDrawnUnlessLoading, useScreenDrawn } from "../screen-loading";

// Only signed-in people need these (and the menu and popover code behind them): not part of the first load.
const UserMenu = lazyNamed(() => import("@/features/auth/components/user-menu"), "UserMenu");
const NotificationBell = lazyNamed(
  () => import("@/features/notifications/components/notification-bell"),
  "NotificationBell",
);

export function TopBar() {
  // The session's answer redraws the bar in the background (React renders deferred values in small
  // slices), not in the one long task in which the answer arrives along with the page's own data.
  const session = useSession();
  const user = useDeferredValue(session.user);
  const isPending = useDeferredValue(session.isPending);
  const isAdmin = user?.role === "admin";
  // The menu and the bell (their code) once the screen has been drawn (see screen-loading.tsx). Asked after
  // the commit, since the screen's spinner may be counted in the same commit as the signed-in bar.
  const extrasWanted = useScreenDrawn();
  useEffect(() => {
    if (user) markDrawnUnlessLoading();
  }, [user]);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex as="nav" aria-label="Main" maxW="6xl" mx="auto" px={{ base: "3", md: "6" }} h="14" align="center" gap="2">
        <Link asChild fontWeight="semibold" fontSize="lg" color="fg" px="2">
          <RouterLink to={paths.home}>Home</RouterLink>
        </Link>
        <HStack ms="auto" gap="1">
          {user && !isAdmin && extrasWanted && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <ColorModeButton />
          {isPending ? null : user ? (
            extrasWanted && (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            )
          ) : (
            <SignInButton />
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
