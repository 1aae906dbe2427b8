import { createBrowserRouter } from "react-router-dom";
import { LandingPage } from "@/features/landing/landing-page";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

export function createRouter() {
  return createBrowserRouter([
    {
      element: <MainLayout />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);
}
