import { expect, test } from "./support/test";

test.describe("Landing page", () => {
  test("shows the welcome, the three features, the disabled start button and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Task Planner Website");
    await expect(
      page.getByText("Get your students on track to greatness! Assign, monitor, and complete daily tasks with ease."),
    ).toBeVisible();
    for (const title of ["Stay on Pace", "Track Progress", "Clear Instructions"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Log in to get started" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    const contact = page.getByRole("contentinfo").getByRole("link");
    await expect(contact).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("keeps the theme chosen with the toggle across a reload", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBeNull();

    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    const darkBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(darkBackground);

    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("false");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(
      darkBackground,
    );
  });

  test("answers unknown pages with a way home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the API says 401 JSON through Hosting when signed out", async ({ request }) => {
    const response = await request.get("/api/users/is-auth");
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "You must be logged in." });
  });
});
