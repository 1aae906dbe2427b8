import { expect, test } from "./support/test";
import { holdEntry, signInAndLand } from "./support/app";

/** The admin screens' pages (web/prerender-html.ts, served by firebase.json's rewrites) and their headings. */
const SCREENS = [
  ["/admin", "Create New Task"],
  ["/admin/verify", "Verify Student Tasks"],
  ["/admin/verify/inbox", "Review inbox"],
  ["/admin/board", "Class Board"],
  ["/admin/add-users", "Add New User"],
  ["/admin/users", "Users"],
] as const;

test.describe("Admin screens' first frame", () => {
  test("is in the page itself: layout and heading show before any script has run", async ({ browser }) => {
    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Admin Panel" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin" }).locator("[aria-current=page]")).toHaveAttribute(
        "href",
        path,
      );
      await expect(page.getByRole("status", { name: "Loading..." })).toBeVisible();
    }
    await context.close();
  });

  test("is where the app draws it: the heading and the sidebar stay in place when the app takes over", async ({
    browser,
    page,
  }) => {
    const staticContext = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    for (const [path, heading] of SCREENS) {
      await staticPage.goto(path);
      const before = {
        heading: await staticPage.getByRole("heading", { level: 1, name: heading, exact: true }).boundingBox(),
        sidebar: await staticPage.getByRole("navigation", { name: "Admin" }).boundingBox(),
      };
      await page.goto(path);
      await expect(page.getByRole("status", { name: "Loading..." })).toHaveCount(0);
      const after = {
        heading: await page.getByRole("heading", { level: 1, name: heading, exact: true }).boundingBox(),
        sidebar: await page.getByRole("navigation", { name: "Admin" }).boundingBox(),
      };
      expect(after, path).toEqual(before);
    }
    await staticContext.close();
  });
});

/** The pages whose screen starts with the week's navigator, pre-rendered with it (web/src/components/week/week-frame.tsx). */
const WEEK_SCREENS = [
  ["/dashboard", "Sofia Student", "Dashboard"],
  ["/admin/board", "Ada Admin", "Class Board"],
] as const;

test.describe("The week's first frame", () => {
  for (const [path, account, heading] of WEEK_SCREENS) {
    test(`${path}: this week's range is in the page, written before the app runs, where the app draws it`, async ({
      page,
    }) => {
      await signInAndLand(page, { name: account }, /\/(dashboard|admin)$/);
      const releaseEntry = await holdEntry(page);
      await page.goto(path, { waitUntil: "commit" });
      const range = page.getByTestId("week-range");
      const next = page.getByRole("button", { name: "Next week" });
      // The page's own first frame: the range written in by start-app.js, the buttons waiting for the screen.
      await expect(range).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4} - \d{1,2}\/\d{1,2}\/\d{4}$/);
      await expect(next).toBeDisabled();
      const frame = async () => ({
        range: await range.textContent(),
        box: await range.boundingBox(),
        heading: await page.getByRole("heading", { level: 1, name: heading, exact: true }).boundingBox(),
      });
      const before = await frame();
      releaseEntry();
      // The screen's own navigator, once its code has run: the same week, in the same place.
      await expect(next).toBeEnabled();
      await expect(page.getByRole("status", { name: "Loading..." })).toHaveCount(0);
      expect(await frame()).toEqual(before);
      await next.click();
      await expect(range).not.toHaveText(before.range ?? "");
    });
  }
});
