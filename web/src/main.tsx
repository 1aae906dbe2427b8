import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getSystem } from "@/components/ui/system";
import { App } from "./app/app";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in separate tasks, so that a slow phone never freezes for the whole of it: evaluating the
 * modules (this one's task), making the Chakra system, working out its global CSS (made lazy for this by
 * chakra-lazy-global.ts), then rendering the first screen as a transition, which React renders in small
 * slices.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  const system = getSystem();
  await yieldToBrowser();
  void system._global;
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start(container);
