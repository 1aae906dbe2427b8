import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
// The dashboard's static classes (its mini calendar, its day cards' marks), in the first page's stylesheet: as the
// dashboard chunk's own stylesheet they cost a request before the week can show (linked in dashboard.html, a
// render-blocking one).
import "@/features/dashboard/components/mini-calendar.css";
import "@/components/tasks/status-marks.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
