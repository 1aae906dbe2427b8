import { Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { useIsAdmin } from "@/lib/api/session";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/** The non-admin layout: top bar, page, footer. Admins see neither bar (SPEC §1). */
export function MainLayout() {
  if (useIsAdmin()) return <Outlet />;
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
