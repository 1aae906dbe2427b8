import { Flex } from "@chakra-ui/react";
import { Outlet, useMatch } from "react-router-dom";
import { Suspense, useState, type ComponentType } from "react";
import { OfflineBanner } from "@/components/ui/offline-banner";
import { lazyNamed } from "@/lib/lazy-named";
import { hasOfflineData } from "@/lib/offline/offline-state";
import { paths } from "@/config/routes";
import { useSession } from "@/lib/api/session";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

// Only an app opened from what the device kept has anything to update: the sign's code loads only then, at once.
const UpdatingSign = lazyNamed(() => import("@/components/ui/updating-sign"), "UpdatingSign");
if (hasOfflineData()) void UpdatingSign.preload().catch(() => undefined);

/** The non-admin layout: top bar, page, footer. Admins see neither bar (requirements §1). */
export function MainLayout() {
  const { isAdmin, isPending } = useSession();
  const onAdminAddress = useMatch({ path: paths.admin, end: false }) !== null;
  const [Sign] = useState<ComponentType | null>(() => (hasOfflineData() ? UpdatingSign.shown() : null));
  // While the session is checked, an admin address shows the guard's spinner alone, without the top bar.
  if (isAdmin || (isPending && onAdminAddress)) return <Outlet />;
  return (
    <Flex direction="column" minH="100dvh">
      <TopBar />
      <OfflineBanner />
      {Sign && (
        <Suspense fallback={null}>
          <Sign />
        </Suspense>
      )}
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      <Footer />
    </Flex>
  );
}
