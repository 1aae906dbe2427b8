import type { QueryClient } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/provider";
import { askForScreenDataAt } from "./app/screen-data";
import { deviceLanguage, showLanguage } from "./lib/i18n/i18n";
import { mayBeSignedIn, sessionQueryKey, sessionQueryOptions } from "./lib/api/session";
import { hasOfflineData } from "./lib/offline/offline-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

/**
 * With nobody signed in in this browser, nothing anyone saw stays on the device; otherwise what the signed-in
 * student last saw shows at once, online as offline, while the server is asked again.
 */
async function openFromDevice(queryClient: QueryClient, signedIn: boolean): Promise<void> {
  if (!hasOfflineData()) return;
  try {
    const store = await import("./lib/offline/offline-store");
    if (signedIn) await store.restoreKept(queryClient);
    else await store.forgetOffline();
  } catch (error) {
    console.error("Offline data unreadable", error);
  }
}

async function start(root: HTMLElement) {
  // The catalogue of the language this device last showed downloads beside everything else the first screen needs.
  // One that cannot be had (a dropped connection) gives way to English, and the app starts either way.
  const language = showLanguage(deviceLanguage())
    .catch(() => showLanguage("en"))
    .catch((error: unknown) => console.error("No message catalogue could be loaded", error));
  const queryClient = createQueryClient();
  const signedIn = mayBeSignedIn();
  const sessionKept = signedIn && hasOfflineData();
  const kept = openFromDevice(queryClient, signedIn);
  // Every signed-in screen waits on the session, so it is asked first, then the screen's first answers, beside
  // the device's read (a kept answer never replaces a fresher one).
  if (signedIn && !sessionKept) void queryClient.prefetchQuery(sessionQueryOptions);
  if (signedIn) askForScreenDataAt(queryClient, window.location.pathname);
  await kept;
  await language;
  // A session the device kept is shown at once and asked again when the first screen mounts (the restore marks it
  // stale), so that the server's answer is weighed against it: asked now, it came in the middle of that first
  // render and had the shell drawn twice. One the device could not give back is asked now.
  if (sessionKept && queryClient.getQueryData(sessionQueryKey) === undefined) {
    void queryClient.prefetchQuery(sessionQueryOptions);
  }
  // A transition: the first render (a whole screen when the device kept the session) runs in slices between
  // which the page stays responsive, not in one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

void start(container);
