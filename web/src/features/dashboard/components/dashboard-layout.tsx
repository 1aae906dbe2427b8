import { Box, Grid, Stack } from "@chakra-ui/react";
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

/** The dashboard's columns, under the heading the router draws (the route's frame, config/routes.ts). */
export function DashboardLayout({ main, side, today, children }: DashboardLayoutProps) {
  return (
    <>
      {/* A screen's height from the first paint: the week, drawn just after today's work, moves nothing below it
          into view (the footer), and the page needs its scrollbar from the start. */}
      <Grid
        minH="100dvh"
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
    </>
  );
}
