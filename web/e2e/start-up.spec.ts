import { expect, test } from "./support/test";
import { holdEntry, signInAndLand } from "./support/app";

test.describe("Start-up", () => {
  test("every page paints without waiting for a stylesheet or the app's code, and then starts the app", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/dashboard", "/admin/board"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('rel="stylesheet"');
      expect(html, path).not.toContain('type="module"');
      expect(
        html.match(/<link rel="modulepreload" crossorigin href="\/assets\/index-[^"]+\.js" data-app-entry>/g),
        path,
      ).toHaveLength(1);
      expect(html, path).toMatch(/<style>[^<]*--chakra-colors-teal-700/);
    }
    // start-app.js runs the preloaded entry: the app replaces the static top bar with its own.
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(page.locator(".app-shell")).toHaveCount(0);
  });

  test("a screen's lazy code does not load the inlined stylesheet again", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    // Create Task loads its date picker after the form, a chunk whose dependencies include the entry's code.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create New Task" })).toBeVisible();
    // The picker has arrived (its own stylesheet with it) once its wrapper replaces the read-only input.
    await expect(page.locator(".react-datepicker-wrapper").first()).toBeAttached();
    expect(stylesheets.some((path) => path.startsWith("/assets/date-picker-"))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(stylesheets.filter((path) => /^\/assets\/index-[^/]+\.css$/.test(path))).toEqual([]);
  });

  test("a screen's own stylesheet is fetched with its code, once, and styles it", async ({ page }) => {
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    // What went to the server for the board's stylesheet, and what the page took from its own preload.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const sent = new Map<string, string>();
    const fromMemory = new Set<string>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
      if (/\/assets\/board-page-[^/]+\.css$/.test(request.url)) sent.set(requestId, request.url);
    });
    cdp.on("Network.requestServedFromCache", ({ requestId }) => fromMemory.add(requestId));
    // The app's code is held back: the stylesheet is asked for by the page itself (start-app.js), as a preload.
    const releaseEntry = await holdEntry(page);
    const styles = page.waitForRequest(/\/assets\/board-page-[^/]+\.css$/);
    await page.goto("/admin/board", { waitUntil: "commit" });
    await styles;
    releaseEntry();
    const row = page.getByTestId("board-row-sofia@taskplanner.test");
    await expect(row).toBeVisible();
    // The board's rows are drawn with its static classes (board-table.css): a line under each cell.
    await expect(row.locator("td").first()).toHaveCSS("border-bottom-width", "1px");
    await page.waitForLoadState("networkidle");
    // The screen's loader linked it as a stylesheet from the preload's response: one download.
    expect([...sent.keys()].filter((id) => !fromMemory.has(id))).toHaveLength(1);
  });
});
