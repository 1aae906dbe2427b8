import { Button, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, Outlet } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { paths } from "@/config/routes";
import { useDeferredSession } from "@/lib/api/session";
import { useT } from "@/lib/i18n/use-t";
import type { MessageId } from "@/lib/i18n/i18n";

export const GUARD_MESSAGES = {
  signedOut: "guard.signedOut",
  adminSignedOut: "guard.adminSignedOut",
  notAdmin: "guard.notAdmin",
} as const satisfies Record<string, MessageId>;

export function GuardMessage({ message }: { message: MessageId }) {
  const t = useT();
  return (
    <Stack align="center" textAlign="center" gap="6" py="20" px="4">
      <Heading as="h1" size="xl">
        {t(message)}
      </Heading>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.home}>{t("notFound.home")}</RouterLink>
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
