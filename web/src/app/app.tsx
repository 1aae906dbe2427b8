import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { SessionEndedWatcher } from "@/features/auth/components/session-ended-watcher";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";
import { afterPaint } from "@/lib/after-paint";
import { lazyNamed } from "@/lib/lazy-named";
import { SessionLanguage } from "./session-language";

// The installed app's offline work starts once the first screen has painted, in a chunk of its own: nothing of it
// is needed to paint (what the device kept is restored before the first render, in main.tsx).
const Offline = lazyNamed(() => import("./offline"), "Offline");
// The service worker's registration and the new-version prompt, likewise: the worker is registered after the
// paint anyway, and a refusal of this version that came before is remembered for the prompt (session-events).
const UpdatePrompt = lazyNamed(() => import("./update-prompt"), "UpdatePrompt");

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
        {painted && (
          <Suspense fallback={null}>
            <Offline />
            <UpdatePrompt />
          </Suspense>
        )}
      </BrowserRouter>
    </AppProvider>
  );
}
