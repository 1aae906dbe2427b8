import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/provider";
import { mayBeSignedIn } from "./lib/api/session";
import { hasOfflineData } from "./lib/offline/offline-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // With nobody signed in in this browser, nothing anyone saw stays on the device; opened offline, what
  // the signed-in student last saw comes back first (online the server answers).
  if (hasOfflineData()) {
    const store = await import("./lib/offline/offline-store");
    const kept = !mayBeSignedIn()
      ? store.forgetOffline()
      : !navigator.onLine
        ? store.restoreForOffline(queryClient)
        : Promise.resolve();
    await kept.catch((error: unknown) => console.error("Offline data unreadable", error));
  }
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
