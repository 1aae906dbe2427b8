import { Box, Container, Grid, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DashboardLayoutProps {
  /** The week: its navigator first. */
  main: ReactNode;
  /**
   * The column beside it on a desktop (the mini calendar's width, whatever its panels hold, so that the week
   * keeps its width as data arrives), under it on a phone.
   */
  side: ReactNode;
  /** Today's work: above the week on a phone, first in the side column on a wider screen. */
  today?: ReactNode;
  /** The dialogs. */
  children?: ReactNode;
}

/**
 * The dashboard's heading and columns, shared by the screen and the frame the router shows while the screen's
 * code loads (router.tsx), so that the heading and the week's range are drawn in the same places by both.
 */
export function DashboardLayout({ main, side, today, children }: DashboardLayoutProps) {
  return (
    <Container maxW="7xl" py={{ base: "4", md: "8" }}>
      <Heading as="h1" size="2xl" mb="6">
        Dashboard
      </Heading>
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 1fr) 18rem" }}
        templateAreas={{ base: `"today" "main" "side"`, md: `"main today" "main side"` }}
        templateRows={{ md: "auto 1fr" }}
        columnGap="6"
        rowGap="4"
        alignItems="start"
      >
        <Stack gridArea="main" minW="0" gap="4">
          {main}
        </Stack>
        {today && <Box gridArea="today">{today}</Box>}
        <Stack gridArea="side" gap="4">
          {side}
        </Stack>
      </Grid>
      {children}
    </Container>
  );
}
