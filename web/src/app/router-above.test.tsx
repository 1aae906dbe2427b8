import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { AppRoutes, preloadScreenOf } from "./router";

// When the Create Task screen's module is first asked for, and its arrival held until the test lets it.
const createTaskScreen = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: false, arrived, arrive: () => arrive() };
});
vi.mock("@/features/admin-tasks/create-task-page", async (importOriginal) => {
  createTaskScreen.asked = true;
  await createTaskScreen.arrived;
  return importOriginal();
});

describe("/admin, whose class summary stands above its screen", () => {
  resetFetchAndCookiesAfterEach();

  it("asks for the form's code only once the summary has painted, then shows the form under it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "ok", users: [], count: 0, templates: [] })),
    );
    // What the app's start downloads for /admin: the summary and the admin's frame, not the form.
    // (Bounded, so that a preload held by the form's module fails below rather than at the test's timeout.)
    await Promise.race([preloadScreenOf("/admin"), new Promise((resolve) => setTimeout(resolve, 5000))]);
    expect(createTaskScreen.asked).toBe(false);

    renderWithApp(<AppRoutes />, { route: "/admin", user: testUser({ role: "admin" }) });
    expect(await screen.findByRole("heading", { level: 2, name: "Your class today" })).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeVisible();

    // Once the frame with the summary has been painted, the form's code is asked for; the spinner holds its place.
    await waitFor(() => expect(createTaskScreen.asked).toBe(true));
    expect(screen.queryByRole("form", { name: "Create New Task" })).not.toBeInTheDocument();

    createTaskScreen.arrive();
    expect(await screen.findByRole("form", { name: "Create New Task" }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading..." })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Your class today" })).toBeVisible();
  }, 20_000);
});
