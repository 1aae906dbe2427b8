import { Flex } from "@chakra-ui/react";
import { useDeferredValue } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useIsAdmin, useSession } from "@/lib/api/session";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/** The non-admin layout: top bar, page, footer. Admins see neither bar (SPEC §1). */
export function MainLayout() {
  const isAdmin = useIsAdmin();
  // Deferred as in the guards, so that the bars and the guard's answer show in the same render.
  const isPending = useDeferredValue(useSession().isPending);
  const { pathname } = useLocation();
  const onAdminAddress = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
  // While the session is checked, an admin address shows the admin layout alone (RequireAdmin `optimistic`).
  if (isAdmin || (isPending && onAdminAddress)) return <Outlet />;
  return (
    <Flex direction="column" minH="100dvh">
      <TopBar />
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      <Footer />
    </Flex>
  );
}
