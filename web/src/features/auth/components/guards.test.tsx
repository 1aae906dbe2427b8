import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, testUser } from "@/testing/render";
import { GUARD_MESSAGES, RequireAdmin, RequireUser } from "./guards";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A session check that stays on its way until the test answers it. */
function pendingSessionCheck() {
  let answer!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = "XSRF-TOKEN=token; path=/";
  return { fetchMock, answer: (response: Response) => act(async () => answer(response)) };
}

const Page = () => <h1>Private page</h1>;

describe("route guards", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });

  it("shows the page to a signed-in user and the signed-out message to nobody", () => {
    const { unmount } = renderWithApp(
      <RequireUser>
        <Page />
      </RequireUser>,
      { user: testUser() },
    );
    expect(screen.getByRole("heading", { name: "Private page" })).toBeVisible();
    unmount();
    renderWithApp(
      <RequireUser>
        <Page />
      </RequireUser>,
      { user: null },
    );
    expect(screen.getByRole("heading", { name: GUARD_MESSAGES.signedOut })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });

  it("waits for the session check behind a spinner unless the route is optimistic", async () => {
    const check = pendingSessionCheck();
    renderWithApp(
      <RequireUser>
        <Page />
      </RequireUser>,
      { sessionPending: true },
    );
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
    expect(check.fetchMock).toHaveBeenCalledTimes(1);
    await check.answer(jsonResponse(200, { success: true, message: "ok", user: testUser() }));
    expect(await screen.findByRole("heading", { name: "Private page" })).toBeVisible();
  });

  it("shows an optimistic route during the session check and replaces it when nobody is signed in", async () => {
    const check = pendingSessionCheck();
    renderWithApp(
      <RequireUser optimistic>
        <Page />
      </RequireUser>,
      { sessionPending: true },
    );
    expect(screen.getByRole("heading", { name: "Private page" })).toBeVisible();
    await check.answer(jsonResponse(401, { success: false, message: "Not signed in" }));
    expect(await screen.findByRole("heading", { name: GUARD_MESSAGES.signedOut })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });

  it("keeps admin pages from students and from nobody", () => {
    const { unmount } = renderWithApp(
      <RequireAdmin>
        <Page />
      </RequireAdmin>,
      { user: testUser() },
    );
    expect(screen.getByRole("heading", { name: GUARD_MESSAGES.notAdmin })).toBeVisible();
    unmount();
    const second = renderWithApp(
      <RequireAdmin>
        <Page />
      </RequireAdmin>,
      { user: null },
    );
    expect(screen.getByRole("heading", { name: GUARD_MESSAGES.adminSignedOut })).toBeVisible();
    second.unmount();
    renderWithApp(
      <RequireAdmin>
        <Page />
      </RequireAdmin>,
      { user: testUser({ role: "admin" }) },
    );
    expect(screen.getByRole("heading", { name: "Private page" })).toBeVisible();
  });
});
