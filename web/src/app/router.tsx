import { Box, Card, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, startTransition, useEffect, useState, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { routes, type RouteRow } from "@/config/routes";
import { SUMMARY_HEIGHT } from "@/config/summary-height";
import { RequireAdmin, RequireUser } from "@/features/auth/components/guards";
import { afterPaint } from "@/lib/after-paint";
import { lazyNamed } from "@/lib/lazy-named";
import { HomeRoute } from "./home-route";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";
import { askForScreenData } from "./screen-data";
import type { MessageId } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";

type ScreenModule = Record<string, ComponentType>;

const APP_TITLE = "Task Planner";

// Every screen's module, each loaded on demand (the landing page is part of the first load).
const screenModules = import.meta.glob<ScreenModule>(["../features/*/*-page.tsx", "!../features/landing/**"]);

/** A screen of the manifest, loaded on demand; `preload` starts its download early. */
function lazyScreen({ module, component }: NonNullable<RouteRow["screen"]>) {
  const load = screenModules[`../${module}`];
  if (!load) throw new Error(`routes.ts names ${module}, which is not a screen module (features/*/*-page.tsx)`);
  return lazyNamed(load, component);
}

type LazyScreen = ReturnType<typeof lazyScreen>;

/** What the screen's module names to stand under its frame, loaded with it. */
function belowScreen({ module, below }: NonNullable<RouteRow["screen"]>): LazyScreen | undefined {
  const load = screenModules[`../${module}`];
  return load && below ? lazyNamed(load, below) : undefined;
}

/** Every route with a screen, and that screen. */
const screens: { row: RouteRow; Screen: LazyScreen; Below?: LazyScreen }[] = routes.flatMap((row) =>
  "screen" in row ? [{ row, Screen: lazyScreen(row.screen), Below: belowScreen(row.screen) }] : [],
);

/** The screen at an address (a trailing slash aside), if any. */
function screenAt(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return screens.find(({ row }) => row.path === path);
}

// The admin's frame loads with the admin's screens, not in the first load every student waits for.
const AdminLayout = lazyNamed(() => import("./layouts/admin-layout"), "AdminLayout");

/** The admin area: its frame and the screen at the address download side by side, not one after the other. */
function AdminArea() {
  const { pathname } = useLocation();
  useEffect(() => void preloadScreenOf(pathname), [pathname]);
  const [Layout] = useState(AdminLayout.shown);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Layout />
    </Suspense>
  );
}

/** What stands above a route's screen, by route name: the class summary at the top of /admin. */
const aboveScreen: Partial<Record<string, LazyScreen>> = {
  admin: lazyNamed(() => import("@/features/admin-summary/class-summary-card"), "ClassSummaryCard"),
};

/** The room the class summary takes (an empty card of its size), kept while its code loads. */
function AboveScreenPlace() {
  return <Card.Root size="sm" width="full" maxW="2xl" h={SUMMARY_HEIGHT} visibility="hidden" aria-hidden="true" />;
}

/**
 * The spinner under a frame's heading: only its own room in a column, the rest of the screen in a page's frame
 * (the footer waits below the fold rather than showing under it and then jumping down).
 */
function FrameSpinner({ row }: { row: RouteRow }) {
  return <PageSpinner inline={row.frame !== undefined && !row.frame.page} />;
}

/** A route's title in the catalogues (a test holds that every route has one). */
const titleOf = (row: RouteRow) => `route.${row.name}` as MessageId;

/**
 * While the session is checked (there is a session cookie): the frame of the screen at the address, its heading
 * drawn at once, over the spinner. Only for screens any signed-in person may see; an admin's wait shows no more
 * than the spinner.
 */
function SessionPending() {
  const { pathname } = useLocation();
  const t = useT();
  const row = screenAt(pathname)?.row;
  if (!row?.frame) return <PageSpinner />;
  return (
    <ScreenFrame title={t(titleOf(row))} {...row.frame}>
      <FrameSpinner row={row} />
    </ScreenFrame>
  );
}

/** A route's screen: the page's title, and under its heading (if the route frames it) the screen's content. */
function RouteScreen({ row, Screen, Below }: { row: RouteRow; Screen: LazyScreen; Below?: LazyScreen }) {
  const queryClient = useQueryClient();
  // Its first answers are asked for while its code downloads, not once the code has run.
  useEffect(() => askForScreenData(queryClient, row), [queryClient, row]);
  // Code that has already arrived (downloaded at the app's start, with the screen's) renders at once, without a round
  // of suspense; chosen once per mount, so that no part is swapped for another component type under its state.
  const [{ Shown, ShownAbove, ShownBelow }] = useState(() => {
    const above = aboveScreen[row.name];
    return {
      Shown: Screen.shown(),
      ShownAbove: above?.shown(),
      ShownBelow: Below?.shown(),
    };
  });
  const title = useT()(titleOf(row));
  // Under what stands above it, the screen's code is asked for and rendered once that has painted: the summary a
  // supervisor opens /admin for waits neither for the form's files on a slow network nor for its render. The old
  // frame stays up meanwhile (a transition), the spinner in the form's place.
  const [screenNow, setScreenNow] = useState(!ShownAbove);
  useEffect(() => {
    if (!screenNow) void afterPaint().then(() => startTransition(() => setScreenNow(true)));
  }, [screenNow]);
  const content = (
    <Suspense fallback={<FrameSpinner row={row} />}>{screenNow ? <Shown /> : <FrameSpinner row={row} />}</Suspense>
  );
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
  const screen = row.frame ? (
    <ScreenFrame title={title} {...row.frame}>
      {content}
    </ScreenFrame>
  ) : (
    content
  );
  if (ShownBelow) {
    return (
      <>
        {screen}
        {/* Below the screen, so that nothing above moves when it arrives. */}
        <Suspense fallback={null}>
          <ShownBelow />
        </Suspense>
      </>
    );
  }
  if (!ShownAbove) return screen;
  return (
    <Stack align="center" gap="0" pt={{ base: "2", md: "6" }}>
      {/* Its place is kept while its code loads, so the screen below does not move when it arrives. */}
      <Suspense fallback={<AboveScreenPlace />}>
        <ShownAbove />
      </Suspense>
      <Box width="full">{screen}</Box>
    </Stack>
  );
}

const screenRoutes = (access: RouteRow["access"]) =>
  screens
    .filter(({ row }) => row.access === access)
    .map(({ row, Screen, Below }) => (
      // Keyed by path: React Router renders every route's element in the same place, and one RouteScreen kept
      // across routes would keep showing the screen it chose first.
      <Route
        key={row.path}
        path={row.path}
        element={<RouteScreen key={row.path} row={row} Screen={Screen} Below={Below} />}
      />
    ));

/** The routes of config/routes.ts: admin screens in the admin layout, the others in the main one (requirements §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomeRoute />} />
        <Route element={<RequireUser pending={<SessionPending />} />}>{screenRoutes("signed-in")}</Route>
        <Route element={<RequireAdmin />}>
          <Route element={<AdminArea />}>{screenRoutes("admin")}</Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Starts downloading the screen at `pathname`, what stands above and below it, and the admin's frame for an admin
 * screen, so that they arrive beside the session check, not after it, and render with the screen; resolves once
 * they are there. A screen with something above it is asked for once that has painted (RouteScreen), not here.
 */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  const screen = screenAt(pathname);
  const above = screen && aboveScreen[screen.row.name];
  const downloads = [
    above ? above.preload() : screen?.Screen.preload(),
    screen?.Below?.preload(),
    screen?.row.access === "admin" ? AdminLayout.preload() : undefined,
  ];
  // A failed download shows when the screen renders (the route's error boundary), not here.
  return Promise.all(downloads).catch(() => undefined);
}
