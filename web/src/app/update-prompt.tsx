import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { onStaleApp } from "@/lib/api/session-events";
import { useT } from "@/lib/i18n/use-t";

/** The worker in charge of this page, if any (whether or not this page registered it yet). */
const registration = async () =>
  "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;

/**
 * Registers the service worker (it is mounted once the page has painted, see app.tsx), and when a new version
 * of the app is waiting says so, with a button that reloads into it. Until then the open tab keeps the version it started
 * with: a deploy never swaps the code under a page in use. When the API refuses this version (it changed in a
 * way this code cannot follow), the prompt stays, without "Later", until the page is reloaded.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  const [later, setLater] = useState(false);
  const [stale, setStale] = useState(false);

  useEffect(
    () =>
      onStaleApp(() => {
        setStale(true);
        // The new version's worker may not be known yet: look for it now (also before this page registered).
        void registration().then((found) => found?.update().catch(() => undefined));
      }),
    [],
  );

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const register = () =>
      // Loaded after the page (workbox-window is not part of the first load).
      void import("virtual:pwa-register").then(({ registerSW }) => {
        if (cancelled) return;
        const updateSW = registerSW({
          onNeedRefresh: () => {
            setUpdate(() => () => updateSW(true));
            setLater(false);
          },
          // An installed app is rarely reloaded: it asks for a new version when it comes back to the front,
          // and every hour while open.
          onRegisteredSW: (_url, registered) => {
            if (!registered) return;
            const check = () => void registered.update().catch(() => undefined);
            document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
            setInterval(check, 60 * 60_000);
          },
          onRegisterError: (error: unknown) => console.error("The service worker could not be registered", error),
        });
      });
    // A screen's code that a deploy has replaced (a tab no service worker controls): load the new version.
    const reloadOnStaleChunk = () => window.location.reload();
    window.addEventListener("vite:preloadError", reloadOnStaleChunk);
    register();
    return () => {
      cancelled = true;
      window.removeEventListener("vite:preloadError", reloadOnStaleChunk);
    };
  }, []);

  const reload = () => {
    if (update) return void update();
    // No new worker waiting (yet, or none at all): load the page from the network, not from the old precache.
    void registration()
      .then((found) => found?.unregister())
      .finally(() => window.location.reload());
  };

  if (!stale && (!update || later)) return null;
  return <UpdateNotice stale={stale} onLater={() => setLater(true)} onReload={reload} />;
}

/** "A new version is ready.", with "Later" unless this version can no longer go on, and "Reload". */
function UpdateNotice({ stale, onLater, onReload }: { stale: boolean; onLater: () => void; onReload: () => void }) {
  const t = useT();
  return (
    <Box
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="3"
    >
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm">{stale ? t("update.reloadToGoOn") : t("update.ready")}</Text>
        <HStack gap="2">
          {!stale && (
            <Button size="sm" variant="ghost" onClick={onLater}>
              {t("update.later")}
            </Button>
          )}
          <Button size="sm" colorPalette="teal" onClick={onReload}>
            {t("update.reload")}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
