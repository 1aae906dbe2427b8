import { BrowserRouter } from "react-router-dom";
import { SessionEndedWatcher } from "@/features/auth/components/session-ended-watcher";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";

preloadScreenOf(window.location.pathname);

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
        <SessionEndedWatcher />
      </BrowserRouter>
    </AppProvider>
  );
}
