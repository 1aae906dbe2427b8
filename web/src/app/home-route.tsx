import { Navigate, useLocation } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";
import { LandingPage } from "@/features/landing/landing-page";

/** The installed app's start address (the manifest's start_url). */
export const INSTALLED_START = "source=installed";

/**
 * Requirements §2: everyone gets the landing page at /, except admins, who get the admin layout. The installed app
 * opens on the user's start screen: a signed-in student's dashboard.
 */
export function HomeRoute() {
  const { user, isAdmin, isPending } = useSession();
  const { search } = useLocation();
  if (isPending) return <PageSpinner />;
  if (isAdmin) return <Navigate to={paths.admin} replace />;
  if (user && search.includes(INSTALLED_START)) return <Navigate to={paths.dashboard} replace />;
  return <LandingPage />;
}
