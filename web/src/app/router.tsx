import { Suspense, type ComponentType, type ReactNode } from "react";
import { Outlet, Route, Routes } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ScreenFrame, type ScreenFrameProps } from "@/components/ui/screen-frame";
import { WeekFrame } from "@/components/week/week-frame";
import { RequireAdmin, RequireUser } from "@/features/auth/components/guards";
import { paths } from "@/config/paths";
import { DashboardLayout } from "@/features/dashboard/components/dashboard-layout";
import { lazyNamed } from "@/lib/lazy-named";
import { HomeRoute } from "./home-route";
import { AdminLayout } from "./layouts/admin-layout";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

const DashboardPage = lazyNamed(() => import("@/features/dashboard/dashboard-page"), "DashboardPage");
const ProfilePage = lazyNamed(() => import("@/features/profile/profile-page"), "ProfilePage");
const CreateTaskPage = lazyNamed(() => import("@/features/admin-tasks/create-task-page"), "CreateTaskPage");
const VerifyTasksPage = lazyNamed(() => import("@/features/admin-verify/verify-tasks-page"), "VerifyTasksPage");
const AddUserPage = lazyNamed(() => import("@/features/admin-users/add-user-page"), "AddUserPage");
const UsersPage = lazyNamed(() => import("@/features/admin-users/users-page"), "UsersPage");
const BoardPage = lazyNamed(() => import("@/features/admin-board/board-page"), "BoardPage");
const ReviewInboxPage = lazyNamed(() => import("@/features/admin-verify/review-inbox-page"), "ReviewInboxPage");

/**
 * The screens of a route below, with a spinner (or the screen's `frame`) while their code downloads (counted
 * by screen-loading.tsx).
 */
function Lazy({ frame = <PageSpinner /> }: { frame?: ReactNode }) {
  return (
    <Suspense fallback={frame}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The dashboard while its code downloads: its heading and this week's range where the screen draws them (so
 * they are in its page's first frame, prerender-html.ts), its columns as wide as the screen's.
 */
const DASHBOARD_FRAME = <DashboardLayout main={<WeekFrame inline={false} />} side={null} />;

/**
 * An admin screen: its heading and frame are part of the first load, so they show as soon as the app has
 * started (on a phone, a second before the screen's code has arrived and run), and only its content waits,
 * with a spinner in its place (or what the screen draws first, `loading`: the class board's week).
 */
function Screen({
  content: Content,
  loading = <PageSpinner inline />,
  ...frame
}: Omit<ScreenFrameProps, "children"> & { content: ComponentType; loading?: ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <ScreenFrame {...frame}>
        <Content />
      </ScreenFrame>
    </Suspense>
  );
}

/**
 * Every screen but the landing page loads on demand, so the first load of / stays small; admin screens
 * never reach a student's browser. The routes of SPEC §2.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomeRoute />} />
        {/* The week shows while the session is checked; the profile form needs the user first. */}
        <Route element={<RequireUser />}>
          <Route element={<Lazy frame={DASHBOARD_FRAME} />}>
            <Route path="dashboard" element={<DashboardPage />} />
          </Route>
        </Route>
        <Route element={<RequireUser />}>
          <Route element={<Lazy />}>
            <Route path="profile" element={<ProfilePage />} />
          </Route>
        </Route>
        {/* The admin layout and screen show while the session is checked, as the week does (their requests are
            answered for admins only); the layout is part of the first load, so it never waits for a download. */}
        <Route path="admin" element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Screen title="Create New Task" card maxW="2xl" content={CreateTaskPage} />} />
            <Route
              path="verify"
              element={<Screen title="Verify Student Tasks" maxW="4xl" content={VerifyTasksPage} />}
            />
            <Route path="verify/inbox" element={<Screen title="Review inbox" maxW="4xl" content={ReviewInboxPage} />} />
            <Route
              path="board"
              element={<Screen title="Class Board" maxW="full" content={BoardPage} loading={<WeekFrame />} />}
            />
            <Route path="add-users" element={<Screen title="Add New User" card maxW="lg" content={AddUserPage} />} />
            <Route path="users" element={<Screen title="Users" maxW="6xl" content={UsersPage} />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The screen of each route that loads on demand (vite.config.ts names the dashboard's for its HTML, `routeHtml`). */
const SCREEN_OF: Record<string, { preload: () => Promise<unknown> }> = {
  [paths.dashboard]: DashboardPage,
  [paths.profile]: ProfilePage,
  [paths.admin]: CreateTaskPage,
  [paths.adminVerify]: VerifyTasksPage,
  [paths.adminReviewInbox]: ReviewInboxPage,
  [paths.adminAddUsers]: AddUserPage,
  [paths.adminUsers]: UsersPage,
  [paths.adminBoard]: BoardPage,
};

/**
 * Starts loading the screen of the address the app opened at, so that it is ready when the session check
 * answers (or, on an optimistic route, when the first render asks for it). Its data is not asked for here,
 * before the first render: answers that arrive while a slow phone is still starting up hold its first paint
 * back (see the README's Performance section).
 */
export function preloadScreenOf(pathname: string) {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  // A failed download shows when the screen renders (the route's error boundary), not here.
  SCREEN_OF[route]?.preload().catch(() => undefined);
}
