import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/provider";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // Opened offline: what the signed-in student last saw comes back first (issue 36; none online, where the
  // server answers).
  if (!navigator.onLine) {
    const { restoreForOffline } = await import("./lib/offline/offline-store");
    await restoreForOffline(queryClient).catch((error: unknown) => console.error("Offline data unreadable", error));
  }
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start(container);
