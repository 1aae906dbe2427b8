import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";

/**
 * Registers the service worker (issue 36) once the page has loaded, and when a new version of the app is
 * waiting says so, with a button that reloads into it. Until then the open tab keeps the version it started
 * with: a deploy never swaps the code under a page in use, and the API keeps answering the version before.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const register = () =>
      // Loaded after the page (workbox-window is not part of the first load).
      void import("virtual:pwa-register").then(({ registerSW }) => {
        if (cancelled) return;
        const updateSW = registerSW({
          onNeedRefresh: () => setUpdate(() => () => updateSW(true)),
          // An installed app is rarely reloaded: it asks for a new version when it comes back to the front,
          // and every hour while open.
          onRegisteredSW: (_url, registration) => {
            if (!registration) return;
            const check = () => void registration.update().catch(() => undefined);
            document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
            setInterval(check, 60 * 60_000);
          },
          onRegisterError: (error: unknown) => console.error("The service worker could not be registered", error),
        });
      });
    // A screen's code that a deploy has replaced (a tab no service worker controls): load the new version.
    const reloadOnStaleChunk = () => window.location.reload();
    window.addEventListener("vite:preloadError", reloadOnStaleChunk);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", register);
      window.removeEventListener("vite:preloadError", reloadOnStaleChunk);
    };
  }, []);

  if (!update) return null;
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
        <Text fontSize="sm">A new version is ready.</Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => setUpdate(null)}>
            Later
          </Button>
          <Button size="sm" colorPalette="teal" onClick={() => void update()}>
            Reload
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
