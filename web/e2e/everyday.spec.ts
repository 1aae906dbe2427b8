import type { Locator, Page, Route } from "@playwright/test";
import { routes } from "../src/config/routes";
import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  followLink,
  holdApi,
  keptOnDevice,
  localDate,
  logout,
  signInAndLand,
  unique,
} from "./support/app";
import { expect, test } from "./support/test";

/**
 * Screens that never mislead. While an answer is held back every screen says it is loading (and is
 * marked busy), never "nothing here"; a failed load says so and can be tried again; and on a phone no admin
 * screen scrolls sideways, nor does a toast cover the button just pressed; each in both themes, axe clean.
 */

async function expectLoadingNotEmpty(page: Page, loading: string | RegExp, empty: RegExp, within?: Locator) {
  const scope = within ?? page;
  const saysLoading = scope
    .getByRole("status")
    .filter({ hasText: loading })
    .or(scope.getByRole("status", { name: loading }));
  await expect(saysLoading.first()).toBeVisible();
  await expect(scope.getByText(empty)).toHaveCount(0);
}

test.describe("Screens while their data is on its way", () => {
  test("a student's dashboard, profile and notifications say they are loading, then show their data; a refused update leaves what the device kept", async ({
    page,
  }) => {
    const progress = page.getByTestId("week-progress");
    const failed = page.getByRole("alert").filter({ hasText: "The week's tasks could not be loaded" });

    // A first open on this device has nothing kept: a failed load says so and can be tried again.
    const weekAsked = (url: URL) => url.pathname === "/api/tasks/get";
    const serverDown = (route: Route) => route.fulfill({ status: 500, json: { success: false, message: "Down" } });
    await page.route(weekAsked, serverDown);
    await signInAndLand(page, { name: "Sofia Student" }, /\/dashboard$/);
    await expect(failed).toBeVisible();
    await page.unroute(weekAsked, serverDown);
    await failed.getByRole("button", { name: "Try again" }).click();
    await expect(progress).toHaveText(/\d+ of \d+ done/);
    await expect(failed).toHaveCount(0);

    // After a logout the device holds nothing: the week and the bell say they are loading, never that they are empty.
    await logout(page);
    let release = await holdApi(page, /^\/api\/tasks\/get$/);
    const releaseBell = await holdApi(page, /^\/api\/notifications\/get$/);
    await signInAndLand(page, { name: "Sofia Student" }, /\/dashboard$/);
    // Until its first answer the dashboard is one spinner named for the week, so nothing moves when the week arrives.
    await expectLoadingNotEmpty(page, "Loading the week...", /No tasks this week|0 task\(s\)|Nothing due today/);
    await expectAccessibleInBothThemes(page, "The dashboard while its week loads");
    await release();
    await expect(progress).toHaveText(/\d+ of \d+ done/);
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const menu = page.getByRole("dialog");
    await expectLoadingNotEmpty(page, "Loading notifications...", /No notifications yet/, menu);
    await releaseBell();
    await expect(menu.getByRole("list", { name: "Notifications" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // Once kept, a refused update leaves the kept week on screen, says how old it is, and can ask again.
    await expect.poll(async () => (await keptOnDevice(page)).length).toBe(1);
    release = await holdApi(page, /^\/api\/tasks\/get$/, { fail: true });
    await page.reload();
    await expect(progress).toHaveText(/\d+ of \d+ done/);
    await release();
    const notUpdated = page.getByRole("status").filter({ hasText: /^Not updated — showing what you saw at / });
    await expect(notUpdated).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expectAccessibleInBothThemes(page, "The kept week, not updated");
    await notUpdated.getByRole("button", { name: "Try again" }).click();
    await expect(notUpdated).toHaveCount(0);
    await expect(progress).toHaveText(/\d+ of \d+ done/);

    release = await holdApi(page, /^\/api\/tasks\/get$/);
    await page.goto("/profile");
    await expectLoadingNotEmpty(page, "Loading tasks...", /No tasks assigned/);
    await release();
    await expect(page.getByRole("button", { name: /^Move to task / }).first()).toBeVisible();
  });

  test("an admin's screens say they are loading, then show their data; a failed one can be tried again", async ({
    page,
  }) => {
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);

    let release = await holdApi(page, /^\/api\/templates$/);
    await page.reload();
    await expectLoadingNotEmpty(page, "Loading templates...", /No templates yet/);
    await release();
    await expect(page.getByRole("status").filter({ hasText: "Loading templates..." })).toHaveCount(0);

    release = await holdApi(page, /^\/api\/users\/list$/);
    await page.goto("/admin/users");
    await expectLoadingNotEmpty(page, "Loading users...", /No user matches/);
    await release();
    await page.getByRole("searchbox", { name: "Search" }).fill("sofia");
    await expect(page.getByTestId("user-row-sofia@taskplanner.test")).toBeVisible();

    release = await holdApi(page, /^\/api\/board$/, { fail: true });
    await page.goto("/admin/board");
    await expectLoadingNotEmpty(page, "Loading the class...", /No active students yet/);
    await release();
    const failed = page.getByRole("alert").filter({ hasText: "The board could not be loaded" });
    await failed.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("table", { name: /The class's week of/ })).toBeVisible();

    release = await holdApi(page, /^\/api\/tasks\/review-queue$/);
    await page.goto("/admin/verify/inbox");
    await expectLoadingNotEmpty(page, "Loading proofs...", /Nothing awaits review/);
    await release();
    await expect(page.getByRole("status").filter({ hasText: "Loading proofs..." })).toHaveCount(0);

    await page.goto("/admin/verify");
    const students = page.getByRole("combobox", { name: "Student" });
    await expect(students.locator("option")).not.toHaveCount(1);
    release = await holdApi(page, /^\/api\/users\/[^/]+\/tasks$/);
    await students.selectOption({ label: "Sofia Student (sofia@taskplanner.test)" });
    await expectLoadingNotEmpty(page, "Loading tasks...", /No tasks for this student/);
    await release();
    await expect(page.getByTestId(/^verify-task-/).first()).toBeVisible();
  });
});

test.describe("Admin work on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("no admin screen scrolls sideways; Users are cards; the board's student column stays; the toast covers no button", async ({
    page,
  }) => {
    // It walks every admin screen, which takes more than a minute on a busy two-core machine.
    test.slow();
    // Every move of the page's parts under the user, as the browser counts them (layout shifts).
    // Each shift is kept with what moved (the element's start and its box before and after), for the failure.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map(
            ({ node, previousRect, currentRect }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.textContent).slice(0, 60)}: ${box(previousRect)} → ${box(currentRect)}`,
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The groups answer last, as they can on a busy server: their row's room is kept, so nothing moves for them.
    await page.route(/\/api\/groups$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    // The welcome toast shows while 'Create Task' is on the screen, and does not cover it.
    const toast = page.getByRole("status").filter({ hasText: "Welcome, Ada Admin!" });
    await expect(toast).toBeVisible();
    const create = page.getByRole("button", { name: "Create Task" });
    await create.scrollIntoViewIfNeeded();
    const uncovered = await create.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && button.contains(top);
    });
    expect(uncovered).toBe(true);
    // The summary, the templates and the students arrive into the room kept for them: nothing moves.
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Assign to User" }).getByRole("checkbox").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Groups" }).getByRole("checkbox").first()).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    const shifted = shifts.reduce((sum, { value }) => sum + value, 0);
    expect(shifted, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);

    // Every admin screen of the route manifest.
    for (const { path } of routes.filter((row) => row.access === "admin")) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, path).toBeLessThanOrEqual(0);
      await expectAccessibleInBothThemes(page, `${path} at 390 px`);
    }

    await page.goto("/admin/users");
    // Only the cards near the screen are drawn, and earlier journeys added accounts: find her first.
    await page.getByRole("searchbox", { name: "Search" }).fill("sofia");
    const users = page.getByRole("list", { name: /^Users, / });
    await expect(users.getByTestId("user-row-sofia@taskplanner.test")).toBeVisible();
    await expect(users.getByRole("button", { name: "Edit Sofia Student" })).toBeVisible();

    await page.goto("/admin/board");
    const student = page.getByRole("columnheader", { name: "Student" });
    await expect(student).toBeVisible();
    const scroller = page.getByRole("table").locator("xpath=..");
    await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
    const left = await student.evaluate((cell) => cell.getBoundingClientRect().left);
    const scrollerLeft = await scroller.evaluate((element) => element.getBoundingClientRect().left);
    expect(Math.round(left)).toBeLessThanOrEqual(Math.round(scrollerLeft) + 1);
  });
});

test.describe("The class board on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows all seven days without scrolling, beside the sidebar", async ({ page }) => {
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Class Board", exact: true }));
    const table = page.getByRole("table", { name: /The class's week of/ });
    await expect(table).toBeVisible();
    const overflow = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessibleInBothThemes(page, "The class board at 1280 px");
  });
});

test.describe("The bell keeps every notification", () => {
  test("a student with 25 sees the newest 20 and the older ones on request, an exact count, and deletes and clears", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `bell-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, "Bell Reader");
    for (let i = 1; i <= 25; i += 1) {
      await admin.addTask({
        name: `Bell task ${i}`,
        instructions: "Read one page.",
        deadline: localDate(i),
        category: "Reading",
        assignedTo: studentId,
      });
    }
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    // The bell is opened once the dashboard has drawn its week: opened while the week arrives, it can close again.
    await expect(page.getByTestId("week-progress")).toBeVisible();
    await page.getByRole("button", { name: "Notifications, 25 unread" }).click();
    const menu = page.getByRole("dialog");
    const items = menu.getByRole("list", { name: "Notifications" }).getByRole("listitem");
    await expect(items).toHaveCount(20);
    await menu.getByRole("button", { name: "Show older ones" }).click();
    await expect(items).toHaveCount(25);
    await expectAccessibleInBothThemes(page, "The bell's list");

    await items.first().getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByRole("button", { name: "Notifications, 24 unread" })).toBeVisible();
    await menu.getByRole("button", { name: "Clear read ones" }).click();
    await expect(items).toHaveCount(24);

    await items
      .first()
      .getByRole("button", { name: /^Delete the notification/ })
      .click();
    await expect(items).toHaveCount(23);
    await expect(page.getByRole("button", { name: "Notifications, 23 unread" })).toBeVisible();

    // The count is the server's, not the page's: after a reload it is the same.
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications, 23 unread" })).toBeVisible();
  });
});
