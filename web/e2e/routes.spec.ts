import type { Page } from "@playwright/test";
import english from "../../common/locales/en.json" with { type: "json" };
import { routes, type RouteRow } from "../src/config/routes";
import { signInAndLand } from "./support/app";
import { expect, test } from "./support/test";

/**
 * Every route of the manifest, opened at its address by nobody, a student and an admin: each sees the screen
 * or the guard's message the manifest's `access` gives them, under the page title it names; and nobody but
 * an admin is ever painted the admin panel, not even for a frame while the session is checked.
 */

/** Requirements §2's guard messages, word for word. */
const GUARD_MESSAGES = {
  signedOut: "You must be logged in to access this page.",
  adminSignedOut: "You must be logged in to access the admin page.",
  notAdmin: "You do not have permission to access the admin page.",
};

/** Records, from the page's first byte on, whether anything of the admin layout was ever on the page. */
async function watchForAdminPanel(page: Page) {
  await page.addInitScript(() => {
    const seen = () =>
      document.body?.textContent?.includes("Admin Panel") || document.body?.textContent?.includes("Hello Admin");
    new MutationObserver(() => {
      if (seen()) (window as unknown as { adminPanelSeen: boolean }).adminPanelSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const adminPanelSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { adminPanelSeen?: boolean }).adminPanelSeen === true);

/** A route's English title, as the catalogue holds it. */
const titleOf = (row: RouteRow) => (english as Record<string, string>)[`route.${row.name}`] ?? "";

async function expectScreen(page: Page, row: RouteRow, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (row.path !== "/") await expect(page).toHaveTitle(`${titleOf(row)} · Task Planner`);
}

test.describe("Every route of the manifest", () => {
  test("signed out: the landing page, and the sign-in message everywhere else, never the admin panel", async ({
    page,
  }) => {
    await watchForAdminPanel(page);
    for (const row of routes) {
      await page.goto(row.path);
      if (row.access === "everyone") {
        await expect(
          page.getByRole("heading", { level: 1, name: "Welcome to the Task Planner Website" }),
        ).toBeVisible();
      } else {
        const message = row.access === "admin" ? GUARD_MESSAGES.adminSignedOut : GUARD_MESSAGES.signedOut;
        await expect(page.getByRole("heading", { level: 1, name: message })).toBeVisible();
      }
      expect(await adminPanelSeen(page), row.path).toBe(false);
    }
  });

  test("a student: their screens, and the permission message on admin screens, never the admin panel", async ({
    page,
  }) => {
    await watchForAdminPanel(page);
    await signInAndLand(page, { name: "Sofia Student" }, /\/dashboard$/);
    for (const row of routes) {
      await page.goto(row.path);
      if (row.access === "admin") {
        await expect(page.getByRole("heading", { level: 1, name: GUARD_MESSAGES.notAdmin })).toBeVisible();
      } else if (row.name === "profile") {
        await expectScreen(page, row, "Sofia Student");
      } else if (row.name === "dashboard") {
        await expectScreen(page, row, titleOf(row));
      }
      expect(await adminPanelSeen(page), row.path).toBe(false);
    }
  });

  test("an admin: every admin screen under its title in the admin layout, its sidebar link current", async ({
    page,
  }) => {
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    for (const row of routes.filter((candidate) => candidate.access === "admin")) {
      await page.goto(row.path);
      await expectScreen(page, row, titleOf(row));
      const sidebar = page.getByRole("navigation", { name: "Admin" });
      if (!("nav" in row)) continue;
      // The link's name may end with a count (the review inbox's).
      const link = sidebar.getByRole("link", { name: new RegExp(`^${english[`adminNav.${row.name}`]}\\b`) });
      await expect(link).toHaveAttribute("aria-current", "page");
    }
  });
});
