import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes, preloadScreenOf } from "./router";

preloadScreenOf(window.location.pathname);

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
