/**
 * Every route of the app, one row each (requirements §2 and the screens beyond it). The router builds its routes from
 * it, and the route journeys visit every row; a test
 * holds firebase.json's rewrites to it. Plain data, so that Node scripts can read it too.
 */

/** The first answers a screen may need: a student's week, tasks and bell; an admin's lists and figures. */
export type ScreenData =
  | "myWeek"
  | "myTasks"
  | "notifications"
  | "users"
  | "templates"
  | "classSummary"
  | "plans"
  | "groups"
  | "reviewQueue"
  | "classWeek";

/** Who may open a route: anyone, anyone signed in, or admins only. */
export type Access = "everyone" | "signed-in" | "admin";

export interface RouteRow {
  /**
   * The route's name in `paths`; the page's title (the browser tab's, after the app's name, and with `frame` its h1)
   * is the catalogues' `route.<name>`.
   */
  name: string;
  path: string;
  access: Access;
  /**
   * The screen's module under web/src, loaded on demand, and the component it exports; none for the landing
   * page, which is part of the first load. `below`, another of its exports, stands under the screen's frame.
   */
  screen?: { module: string; component: string; below?: string };
  /**
   * The column the route puts the screen in, under its title as h1; without it the screen draws its own h1.
   * `page`: the page's wide column with its large heading (the dashboard), rather than a column centred in it.
   */
  frame?: { maxW: "lg" | "2xl" | "4xl" | "6xl" | "7xl" | "full"; card?: boolean; page?: boolean };
  /**
   * The answers the screen shows first, asked for when navigation to it starts, beside its code and the session
   * (app/screen-data.ts says what each name asks).
   */
  data?: readonly ScreenData[];
  /**
   * Its link in the admin sidebar, `counted` with the number of proofs awaiting review; its label is the catalogues'
   * `adminNav.<name>` (requirements §2's labels in English).
   */
  nav?: { counted?: boolean };
}

export const routes = [
  { name: "home", path: "/", access: "everyone" },
  {
    name: "dashboard",
    path: "/dashboard",
    access: "signed-in",
    screen: { module: "features/dashboard/dashboard-page.tsx", component: "DashboardPage" },
    frame: { maxW: "7xl", page: true },
    data: ["myWeek", "notifications"],
  },
  {
    name: "profile",
    path: "/profile",
    access: "signed-in",
    screen: { module: "features/profile/profile-page.tsx", component: "ProfilePage" },
    data: ["myTasks", "notifications"],
  },
  {
    name: "admin",
    path: "/admin",
    access: "admin",
    screen: { module: "features/admin-tasks/create-task-page.tsx", component: "CreateTaskPage" },
    frame: { maxW: "2xl", card: true },
    data: ["users", "classSummary", "templates", "groups"],
    nav: {},
  },
  {
    name: "adminPlans",
    path: "/admin/plans",
    access: "admin",
    screen: { module: "features/admin-plans/plans-page.tsx", component: "PlansPage" },
    frame: { maxW: "4xl" },
    data: ["plans", "users", "groups"],
    nav: {},
  },
  {
    name: "adminGroups",
    path: "/admin/groups",
    access: "admin",
    screen: { module: "features/admin-groups/groups-page.tsx", component: "GroupsPage" },
    frame: { maxW: "4xl" },
    data: ["groups", "users"],
    nav: {},
  },
  {
    name: "adminVerify",
    path: "/admin/verify",
    access: "admin",
    screen: { module: "features/admin-verify/verify-tasks-page.tsx", component: "VerifyTasksPage" },
    frame: { maxW: "4xl" },
    data: ["users", "groups"],
    nav: {},
  },
  {
    name: "adminReviewInbox",
    path: "/admin/verify/inbox",
    access: "admin",
    screen: { module: "features/admin-verify/review-inbox-page.tsx", component: "ReviewInboxPage" },
    frame: { maxW: "4xl" },
    data: ["reviewQueue", "groups"],
    nav: { counted: true },
  },
  {
    name: "adminBoard",
    path: "/admin/board",
    access: "admin",
    screen: { module: "features/admin-board/board-page.tsx", component: "BoardPage" },
    frame: { maxW: "full" },
    data: ["classWeek", "groups"],
    nav: {},
  },
  {
    name: "adminAddUsers",
    path: "/admin/add-users",
    access: "admin",
    // Add many stands under the spec's card, which stays as it is.
    screen: { module: "features/admin-users/add-user-page.tsx", component: "AddUserPage", below: "AddManyUsers" },
    frame: { maxW: "lg", card: true },
    nav: {},
  },
  {
    name: "adminUsers",
    path: "/admin/users",
    access: "admin",
    screen: { module: "features/admin-users/users-page.tsx", component: "UsersPage" },
    frame: { maxW: "6xl" },
    data: ["users", "groups"],
    nav: {},
  },
] as const satisfies readonly RouteRow[];

export type RouteName = (typeof routes)[number]["name"];

/** Every route's path by name: `paths.dashboard` is "/dashboard". */
export const paths = Object.fromEntries(routes.map((route) => [route.name, route.path])) as {
  [Row in (typeof routes)[number] as Row["name"]]: Row["path"];
};
