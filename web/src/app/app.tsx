import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { SessionEndedWatcher } from "@/features/auth/components/session-ended-watcher";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";
import { afterPaint } from "@/lib/after-paint";
import { lazyNamed } from "@/lib/lazy-named";
import { SessionLanguage } from "./session-language";
import { UpdatePrompt } from "./update-prompt";

// The installed app's offline work starts once the first screen has painted, in a chunk of its own: nothing of it
// is needed to paint (what the device kept is restored before the first render, in main.tsx).
const Offline = lazyNamed(() => import("./offline"), "Offline");

// The screen of the address the app opened at downloads beside the session check, not after its answer.
void preloadScreenOf(window.location.pathname);

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => void afterPaint().then(() => setPainted(true)), []);
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <SessionEndedWatcher />
        <SessionLanguage />
        <UpdatePrompt />
        {painted && (
          <Suspense fallback={null}>
            <Offline />
          </Suspense>
        )}
      </BrowserRouter>
    </AppProvider>
  );
}
