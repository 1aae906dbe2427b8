import { Navigate } from "react-router-dom";
import { PageSpinner } from "@/components/ui/page-spinner";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";
import { LandingPage } from "@/features/landing/landing-page";

/** SPEC §2: everyone gets the landing page at /, except admins, who get the admin layout. */
export function HomeRoute() {
  const { isAdmin, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (isAdmin) return <Navigate to={paths.admin} replace />;
  return <LandingPage />;
}
