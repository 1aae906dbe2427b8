import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Route } from "@playwright/test";
import sharp from "sharp";

/** A unique suffix, so the journeys of both viewports and of repeated runs never collide. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** Signs in through the emulator's account chooser: a demo account by name, or any e-mail address. */
export async function signIn(page: Page, account: { name: string } | { email: string }) {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose an account" });
  if ("name" in account) {
    await chooser.getByRole("button", { name: new RegExp(account.name) }).click();
  } else {
    await chooser.getByLabel("Use another Google account").fill(account.email);
    await chooser.getByRole("button", { name: "Continue" }).click();
  }
}

export async function signInAndLand(page: Page, account: { name: string } | { email: string }, path: RegExp) {
  await signIn(page, account);
  await expect(page).toHaveURL(path);
}

/**
 * Holds back the API's answers to requests whose path matches `path` until the returned function is called
 * (`fail` answers them 500 instead), as a slow or broken network would. Releasing waits for the first such
 * request to have been made, so a page still starting cannot slip past the hold.
 */
export async function holdApi(page: Page, path: RegExp, { fail = false } = {}): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const matcher = (url: URL) => path.test(url.pathname);
  // The requests held, each answered once released; the route goes only after they have been.
  const answers: Promise<void>[] = [];
  let arrived = () => {};
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const handler = (route: Route) => {
    arrived();
    const answer = held
      .then(() =>
        fail
          ? route.fulfill({ status: 500, json: { success: false, message: "The server is down" } })
          : route.continue(),
      )
      // A request the page gave up meanwhile (it reloaded or moved on) can no longer be answered.
      .catch(() => undefined);
    answers.push(answer);
    return answer;
  };
  await page.route(matcher, handler);
  return async () => {
    await first;
    release();
    await Promise.all(answers);
    await page.unroute(matcher, handler);
  };
}

/**
 * Chooses an item of the avatar menu and waits for what it does (`done`). On a loaded machine a tap on an item
 * of a menu that has only just opened can go unanswered (the menu stays open, the item in it), as on a phone;
 * a person taps again, and so does this. A chosen item closes the menu.
 */
export async function chooseFromAccountMenu(
  page: Page,
  item: string,
  done: () => Promise<void>,
  /** The menu button's name, in the language shown. */
  menu: RegExp = /^Account menu for /,
) {
  const menuItem = page.getByRole("menuitem", { name: item });
  // A toast holds still while a pointer rests on it; one that appeared under the test's resting mouse (a phone
  // has none) would stand over the top bar for good. The pointer moves off to the page's bottom corner first.
  const { height } = page.viewportSize() ?? { height: 600 };
  await page.mouse.move(1, height - 1);
  await page.getByRole("button", { name: menu }).click();
  await menuItem.click();
  await expect(async () => {
    if (await menuItem.isVisible()) await menuItem.click({ timeout: 2_000 });
    await expect(menuItem).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await done();
}

/**
 * Follows a link of the navigation. On a phone toasts stand at the top, over it: a person waits the moment a
 * toast lasts, and so does this, with the pointer off the toasts first, since one holds still under a pointer.
 */
export async function followLink(page: Page, link: Locator) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 600 };
  if (width < 768) {
    await page.mouse.move(1, height - 1);
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  }
  await link.click();
}

/** Logs out through the avatar menu (students) or the sidebar (admins); both end on /. */
export async function logout(page: Page) {
  const sidebarLogout = page.getByRole("complementary").getByRole("button", { name: "Logout" });
  if (await sidebarLogout.isVisible()) {
    await sidebarLogout.click();
  } else {
    await chooseFromAccountMenu(page, "Logout", () => expect(page).toHaveURL(/\/$/, { timeout: 5_000 }));
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();
}

/**
 * No WCAG 2 A/AA violation on the page as it is now. Colour transitions are stopped first, so that contrast
 * is measured on the settled colours, not half-way through a theme switch or a toast's entrance.
 */
export async function expectAccessible(page: Page, label: string) {
  const settle = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  await settle.evaluate((element) => (element as HTMLStyleElement).remove());
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

/** Checks the page in the light theme, then in the dark one (toggled as a user would), then back. */
export async function expectAccessibleInBothThemes(page: Page, label: string) {
  await expectAccessible(page, `${label} (light)`);
  await page.evaluate(() => {
    localStorage.setItem("darkMode", "true");
    document.documentElement.classList.replace("light", "dark");
  });
  await expectAccessible(page, `${label} (dark)`);
  await page.evaluate(() => {
    localStorage.setItem("darkMode", "false");
    document.documentElement.classList.replace("dark", "light");
  });
}

/** A real photo-like JPEG, made on the spot. */
export const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#2f855a" } })
    .jpeg()
    .toBuffer();

export const png = (width = 120, height = 120) =>
  sharp({ create: { width, height, channels: 4, background: "#0d9488" } })
    .png()
    .toBuffer();

/** "Monday" for a calendar date: how the day dialog's title names it. */
export const weekday = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });

/** The calendar date `days` from today in the browser's time zone, written YYYY-MM-DD. */
export function localDate(days = 0, from = new Date()) {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Ticks students in Create Task's 'Assign to User' picker, by the label it shows ("Name (e-mail)"). */
export async function pickStudents(
  form: Locator,
  students: { name: string; email: string }[],
  /** Its labels in the language shown. */
  labels = { group: "Assign to User", search: "Search students" },
) {
  const picker = form.getByRole("group", { name: labels.group });
  for (const student of students) {
    await picker.getByRole("searchbox", { name: labels.search }).fill(student.email);
    await picker.getByText(`${student.name} (${student.email})`).click();
    await expect(picker.getByRole("checkbox", { name: `${student.name} (${student.email})` })).toBeChecked();
  }
  await picker.getByRole("searchbox", { name: labels.search }).fill("");
}

/** The Monday of the week after the one holding `from`, written YYYY-MM-DD. */
export function nextMonday(from = new Date()) {
  const daysToMonday = (8 - from.getDay()) % 7 || 7;
  return localDate(daysToMonday, from);
}

/** The entries kept on the device for offline use, as text. */
export function keptOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onsuccess = () => {
          const store = open.result.transaction("keyval").objectStore("keyval");
          const entries: string[] = [];
          store.openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
            if (!cursor) return resolve(entries);
            if (String(cursor.key).startsWith("task-planner:offline:")) entries.push(JSON.stringify(cursor.value));
            cursor.continue();
          };
        };
      }),
  );
}
