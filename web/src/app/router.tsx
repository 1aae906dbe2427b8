import { lazy, Suspense, type ComponentType } from "react";
import { Outlet, Route, Routes } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { RequireAdmin, RequireUser } from "@/features/auth/components/guards";
import { HomeRoute } from "./home-route";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

/** A screen loaded on demand; `preload` starts the download before the screen is rendered. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (pending ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}

const DashboardPage = screen(() => import("@/features/dashboard/dashboard-page"), "DashboardPage");
const ProfilePage = screen(() => import("@/features/profile/profile-page"), "ProfilePage");
const AdminLayout = screen(() => import("./layouts/admin-layout"), "AdminLayout");
const CreateTaskPage = screen(() => import("@/features/admin-tasks/create-task-page"), "CreateTaskPage");
const VerifyTasksPage = screen(() => import("@/features/admin-verify/verify-tasks-page"), "VerifyTasksPage");
const AddUserPage = screen(() => import("@/features/admin-users/add-user-page"), "AddUserPage");

/** The screens of a route below, with a spinner while their code downloads. */
function Lazy() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
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
        <Route element={<RequireUser />}>
          <Route element={<Lazy />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
          </Route>
        </Route>
        <Route path="admin" element={<RequireAdmin />}>
          <Route element={<Lazy />}>
            <Route element={<AdminLayout />}>
              <Route element={<Lazy />}>
                <Route index element={<CreateTaskPage />} />
                <Route path="verify" element={<VerifyTasksPage />} />
                <Route path="add-users" element={<AddUserPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Starts downloading the screen of the address the app opened at, while the session is still being checked. */
export function preloadScreenOf(pathname: string) {
  if (pathname === "/dashboard") void DashboardPage.preload();
  else if (pathname === "/profile") void ProfilePage.preload();
}
