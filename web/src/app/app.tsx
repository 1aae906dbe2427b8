import type { QueryClient } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import { SessionEndedWatcher } from "@/features/auth/components/session-ended-watcher";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";
import { Offline } from "./offline";
import { UpdatePrompt } from "./update-prompt";

// The screen of the address the app opened at downloads beside the session check, not after its answer.
void preloadScreenOf(window.location.pathname);

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <SessionEndedWatcher />
        <UpdatePrompt />
        <Offline />
      </BrowserRouter>
    </AppProvider>
  );
}
