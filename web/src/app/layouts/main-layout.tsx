import { Flex } from "@chakra-ui/react";
import { Outlet, useMatch } from "react-router-dom";
import { OfflineBanner } from "@/components/ui/offline-banner";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/** The non-admin layout: top bar, page, footer. Admins see neither bar (requirements §1). */
export function MainLayout() {
  const { isAdmin, isPending } = useSession();
  const onAdminAddress = useMatch({ path: paths.admin, end: false }) !== null;
  // While the session is checked, an admin address shows the guard's spinner alone, without the top bar.
  if (isAdmin || (isPending && onAdminAddress)) return <Outlet />;
  return (
    <Flex direction="column" minH="100dvh">
      <TopBar />
      <OfflineBanner />
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      <Footer />
    </Flex>
  );
}
