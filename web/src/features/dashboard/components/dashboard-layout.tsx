import { Container, Flex, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DashboardLayoutProps {
  /** The week: its navigator first. */
  main: ReactNode;
  /**
   * The column beside it on a desktop (the mini calendar's width, whatever its panels hold, so that the week
   * keeps its width as data arrives), under it on a phone.
   */
  side: ReactNode;
  /** The dialogs. */
  children?: ReactNode;
}

/**
 * The dashboard's heading and columns, shared by the screen and the frame the router shows while the screen's
 * code loads (router.tsx), so that the heading and the week's range are drawn in the same places by both.
 */
export function DashboardLayout({ main, side, children }: DashboardLayoutProps) {
  return (
    <Container maxW="7xl" py={{ base: "4", md: "8" }}>
      <Heading as="h1" size="2xl" mb="6">
        Dashboard
      </Heading>
      <Flex direction={{ base: "column", md: "row" }} gap="6" align="flex-start">
        <Stack flex="1" minW="0" gap="4" width="full">
          {main}
        </Stack>
        <Stack width={{ base: "full", md: "72" }} flexShrink={0} gap="4">
          {side}
        </Stack>
      </Flex>
      {children}
    </Container>
  );
}
