import { Button, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, Outlet } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { paths } from "@/config/routes";
import { useDeferredSession } from "@/lib/api/session";

export const GUARD_MESSAGES = {
  signedOut: "You must be logged in to access this page.",
  adminSignedOut: "You must be logged in to access the admin page.",
  notAdmin: "You do not have permission to access the admin page.",
} as const;

export function GuardMessage({ message }: { message: string }) {
  return (
    <Stack align="center" textAlign="center" gap="6" py="20" px="4">
      <Heading as="h1" size="xl">
        {message}
      </Heading>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.home}>Go to Home</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Routes for anyone signed in (requirements §2): while the session is checked, `pending` (the screen's frame
 * with its heading, from the router), or a spinner.
 */
export function RequireUser({ children, pending }: { children?: ReactNode; pending?: ReactNode }) {
  const { user, isPending } = useDeferredSession();
  if (isPending) return pending ?? <PageSpinner />;
  if (!user) return <GuardMessage message={GUARD_MESSAGES.signedOut} />;
  return children ?? <Outlet />;
}

/** Routes for admins only (requirements §2, §6): nothing of the page is shown until the session says admin. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isPending } = useDeferredSession();
  const isAdmin = user?.role === "admin";
  if (isPending) return <PageSpinner />;
  if (!user) return <GuardMessage message={GUARD_MESSAGES.adminSignedOut} />;
  if (!isAdmin) return <GuardMessage message={GUARD_MESSAGES.notAdmin} />;
  return children ?? <Outlet />;
}
