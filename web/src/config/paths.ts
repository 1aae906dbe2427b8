/** Every route of the app (SPEC §2), in one place. */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  profile: "/profile",
  admin: "/admin",
  adminVerify: "/admin/verify",
  adminReviewInbox: "/admin/verify/inbox",
  adminBoard: "/admin/board",
  adminAddUsers: "/admin/add-users",
  adminUsers: "/admin/users",
} as const;
