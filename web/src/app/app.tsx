import { useEffect } from "react";
import { BrowserRouter } from "react-router-dom";
import { paths } from "@/config/paths";
import { SessionEndedWatcher } from "@/features/auth/components/session-ended-watcher";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";

const openedAt = window.location.pathname;
// dashboard.html has fetched the dashboard's modules beside the entry: they are evaluated at once.
if (openedAt === paths.dashboard) preloadScreenOf(openedAt);

export function App() {
  // Any other screen starts downloading once the first frame (the top bar) is painted, beside the session
  // check, rather than after its answer: a download started earlier would share the slow network with the
  // entry's and hold the first paint back.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => preloadScreenOf(openedAt));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
        <SessionEndedWatcher />
      </BrowserRouter>
    </AppProvider>
  );
}
