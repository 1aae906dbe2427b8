import { Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/** The non-admin layout: top bar, page, footer. */
export function MainLayout() {
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
