import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/provider";
import { askForSessionAndScreenData } from "./app/screen-data";
import { mayBeSignedIn } from "./lib/api/session";
import { hasOfflineData } from "./lib/offline/offline-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // With nobody signed in in this browser, nothing anyone saw stays on the device; otherwise what the signed-in
  // student last saw shows at once, online as offline, while the server is asked again.
  if (hasOfflineData()) {
    const store = await import("./lib/offline/offline-store");
    const kept = mayBeSignedIn() ? store.restoreKept(queryClient) : store.forgetOffline();
    await kept.catch((error: unknown) => console.error("Offline data unreadable", error));
  }
  if (mayBeSignedIn()) askForSessionAndScreenData(queryClient, window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
