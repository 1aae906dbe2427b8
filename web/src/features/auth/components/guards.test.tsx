import { screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, pendingSessionCheck, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser, type RenderAppOptions } from "@/testing/render";
import { GUARD_MESSAGES, RequireAdmin, RequireUser } from "./guards";
import { t } from "@/lib/i18n/i18n";

const Page = () => <h1>Private page</h1>;

/** The private page behind a guard, rendered through the app's providers. */
const renderGuarded = (Guard: ComponentType<{ children?: ReactNode }>, options: RenderAppOptions) =>
  renderWithApp(
    <Guard>
      <Page />
    </Guard>,
    options,
  );

describe("route guards", () => {
  resetFetchAndCookiesAfterEach();

  it("shows the page to a signed-in user and the signed-out message to nobody", () => {
    const { unmount } = renderGuarded(RequireUser, { user: testUser() });
    expect(screen.getByRole("heading", { name: "Private page" })).toBeVisible();
    unmount();
    renderGuarded(RequireUser, { user: null });
    expect(screen.getByRole("heading", { name: t(GUARD_MESSAGES.signedOut) })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });

  it("waits for the session check behind a spinner", async () => {
    const check = pendingSessionCheck();
    renderGuarded(RequireUser, { sessionPending: true });
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
    expect(check.fetchMock).toHaveBeenCalledTimes(1);
    await check.answer(jsonResponse(200, { success: true, message: "ok", user: testUser() }));
    expect(await screen.findByRole("heading", { name: "Private page" })).toBeVisible();
  });

  it("keeps admin pages from students and from nobody", () => {
    const student = renderGuarded(RequireAdmin, { user: testUser() });
    expect(screen.getByRole("heading", { name: t(GUARD_MESSAGES.notAdmin) })).toBeVisible();
    student.unmount();
    const nobody = renderGuarded(RequireAdmin, { user: null });
    expect(screen.getByRole("heading", { name: t(GUARD_MESSAGES.adminSignedOut) })).toBeVisible();
    nobody.unmount();
    renderGuarded(RequireAdmin, { user: testUser({ role: "admin" }) });
    expect(screen.getByRole("heading", { name: "Private page" })).toBeVisible();
  });

  it("shows a student nothing of an admin page while the session is checked, then the permission message", async () => {
    const check = pendingSessionCheck();
    renderGuarded(RequireAdmin, { sessionPending: true });
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
    await check.answer(jsonResponse(200, { success: true, message: "ok", user: testUser() }));
    expect(await screen.findByRole("heading", { name: t(GUARD_MESSAGES.notAdmin) })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });
});
