import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, pendingSessionCheck, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { AppRoutes, preloadScreenOf } from "./router";

// The Create Task screen's module arrives when a test lets it, so the frame can be seen before it on any machine.
const createTaskScreen = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock("@/features/admin-tasks/create-task-page", async (importOriginal) => {
  await createTaskScreen.arrived;
  return importOriginal();
});

describe("an admin screen", () => {
  resetFetchAndCookiesAfterEach();

  it("shows its heading before its code has arrived, and its content under that same heading", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "ok", users: [], count: 0, templates: [] })),
    );
    renderWithApp(<AppRoutes />, { route: "/admin", user: testUser({ role: "admin" }) });

    // The admin's frame (a small chunk, asked for with the screen's) comes first, with the screen's heading.
    const heading = await screen.findByRole("heading", { level: 1, name: "Create New Task" }, { timeout: 8000 });
    expect(heading).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeVisible();

    createTaskScreen.arrive();
    // The screen's module is compiled on its first import here, which can take seconds on a busy machine.
    const form = await screen.findByRole("form", { name: "Create New Task" }, { timeout: 8000 });
    expect(within(form).getByRole("button", { name: "Create Task" })).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading..." })).not.toBeInTheDocument();
    // The heading is the frame's, the same element before and after: nothing moves when the content arrives.
    expect(screen.getAllByRole("heading", { level: 1 })).toEqual([heading]);
  }, 20_000);

  it("renders a screen whose code has already arrived at once, with no spinner in its place", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "ok", users: [], count: 0 })),
    );
    // Downloaded at the app's start, beside the session check, before anything rendered.
    await preloadScreenOf("/admin/add-users");
    renderWithApp(<AppRoutes />, { route: "/admin/add-users", user: testUser({ role: "admin" }) });
    expect(screen.getByRole("form", { name: "Add New User" })).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading..." })).not.toBeInTheDocument();
  }, 20_000);

  it("shows the next screen when the admin moves between two screens whose code has arrived", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "ok", users: [], count: 0, templates: [] })),
    );
    createTaskScreen.arrive();
    await Promise.all([preloadScreenOf("/admin/add-users"), preloadScreenOf("/admin")]);
    renderWithApp(<AppRoutes />, { route: "/admin/add-users", user: testUser({ role: "admin" }) });
    expect(screen.getByRole("form", { name: "Add New User" })).toBeVisible();

    await userEvent.click(
      within(screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name: "Add Tasks" }),
    );
    expect(await screen.findByRole("form", { name: "Create New Task" })).toBeVisible();
    expect(screen.queryByRole("form", { name: "Add New User" })).not.toBeInTheDocument();
  }, 20_000);
});

describe("while the session is checked", () => {
  resetFetchAndCookiesAfterEach();

  it("a signed-in screen with a frame shows its heading at once, over the spinner", async () => {
    // A session cookie, and a check not answered yet: what the app draws before it knows who is signed in.
    pendingSessionCheck();
    renderWithApp(<AppRoutes />, { route: "/dashboard", sessionPending: true });

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeVisible();
  });

  it("an admin screen shows the spinner alone: nothing of it before the session says admin", async () => {
    pendingSessionCheck();
    renderWithApp(<AppRoutes />, { route: "/admin", sessionPending: true });

    expect(await screen.findByRole("status", { name: "Loading..." })).toBeVisible();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("the dashboard's heading stays the one heading once the session and the week have answered", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "ok", tasks: [], unread: 0, latest: null })),
    );
    await preloadScreenOf("/dashboard");
    renderWithApp(<AppRoutes />, { route: "/dashboard", user: testUser() });

    await screen.findByText("Nothing due today", {}, { timeout: 8000 });
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Dashboard"]);
  }, 20_000);
});
