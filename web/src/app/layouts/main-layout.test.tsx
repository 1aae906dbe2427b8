import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { jsonResponse, pendingSessionCheck, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { MainLayout } from "./main-layout";

const renderLayoutAt = (route: string) =>
  renderWithApp(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<h1>The page</h1>} />
      </Route>
    </Routes>,
    { route, sessionPending: true },
  );

const topBar = () => screen.queryByRole("navigation", { name: "Main" });

describe("MainLayout during the session check", () => {
  resetFetchAndCookiesAfterEach();

  it("leaves the bars out on an admin address, where the admin layout shows at once", async () => {
    const check = pendingSessionCheck();
    renderLayoutAt("/admin/users");
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
    expect(topBar()).not.toBeInTheDocument();
    // A student is no admin: the bars come back around the guard's answer.
    await check.answer(jsonResponse(200, { success: true, message: "ok", user: testUser() }));
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeVisible();
  });

  it("keeps the bars on other addresses, an address that only starts like the admin's included", () => {
    pendingSessionCheck();
    const dashboard = renderLayoutAt("/dashboard");
    expect(topBar()).toBeVisible();
    dashboard.unmount();
    renderLayoutAt("/administrator");
    expect(topBar()).toBeVisible();
  });
});
