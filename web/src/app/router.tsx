import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RequireAdmin, RequireUser } from "@/features/auth/components/guards";
import { HomeRoute } from "./home-route";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

/** Every screen but the landing page loads on demand; admin screens never reach a student's browser. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        element: <RequireUser />,
        children: [
          {
            path: "dashboard",
            lazy: async () => ({ Component: (await import("@/features/dashboard/dashboard-page")).DashboardPage }),
          },
          {
            path: "profile",
            lazy: async () => ({ Component: (await import("@/features/profile/profile-page")).ProfilePage }),
          },
        ],
      },
      {
        path: "admin",
        element: <RequireAdmin />,
        children: [
          {
            lazy: async () => ({ Component: (await import("./layouts/admin-layout")).AdminLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("@/features/admin-tasks/create-task-page")).CreateTaskPage,
                }),
              },
              {
                path: "verify",
                lazy: async () => ({
                  Component: (await import("@/features/admin-verify/verify-tasks-page")).VerifyTasksPage,
                }),
              },
              {
                path: "add-users",
                lazy: async () => ({
                  Component: (await import("@/features/admin-users/add-user-page")).AddUserPage,
                }),
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
