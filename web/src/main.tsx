import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getSystem } from "@/components/ui/system";
import { App } from "./app/app";
// Chakra UI's global CSS, made at build time (chakra-static-css.ts).
import "virtual:chakra-global.css";
// The static top bar of index.html (painted before this code has run).
import "./app/app-shell.css";
// The dashboard's static classes (its mini calendar, its day cards' marks), in the first page's stylesheet: as the
// dashboard chunk's own stylesheet they cost a request before the week can show (linked in dashboard.html, a
// render-blocking one).
import "@/features/dashboard/components/mini-calendar.css";
import "@/components/tasks/status-marks.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in separate tasks, so that a slow phone never freezes for the whole of it: evaluating the
 * modules (this one's task), making the Chakra system (its global CSS is a stylesheet made at build time,
 * see chakra-static-css.ts), then rendering the first screen as a transition, which React renders in
 * small slices.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  getSystem();
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
