import type { Page } from "@playwright/test";
import { AdminApi } from "./support/api";
import { localDate, photo, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

/** A phone's width: every screen that lists students fits it, however long a name or an address. */
test.use({ viewport: { width: 390, height: 844 } });

async function fitsTheScreen(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect.soft(widths.page, `${screen} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
}

/** The open dialog shows all of itself: nothing in it is wider than its box. */
async function fitsInItsDialog(page: Page, dialog: string) {
  const content = page.getByRole("dialog").or(page.getByRole("alertdialog")).last();
  await expect(content).toBeVisible();
  const widths = await content.evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
  expect.soft(widths.content, `${dialog} is wider than its box`).toBeLessThanOrEqual(widths.box);
  await fitsTheScreen(page, dialog);
}

test.describe("Long names and addresses on a phone", () => {
  test("wrap or are cut with the full text available on every screen that lists students, and nothing scrolls sideways", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const tag = unique();
    const email = `maximiliana.featherstonehaugh.${tag}@studentmail.example.edu`;
    const name = `Maximiliana Featherstonehaugh-Cholmondeley ${tag}`;
    const admin = await AdminApi.open(baseURL ?? "");
    const studentId = await admin.addStudent(email, name);
    const otherId = await admin.addStudent(`short-${tag}@example.test`, `Bo ${tag}`);
    // A plan for both (Plans), a late task (the summary's students behind), a proof to review (the inbox).
    await admin.addTask({
      name: `Reading plan ${tag}`,
      instructions: "One chapter.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: [studentId, otherId],
    });
    await admin.addTask({
      name: `Late essay ${tag}`,
      instructions: "Write it.",
      deadline: localDate(-2),
      category: "Writing",
      assignedTo: studentId,
    });
    const proofTask = await admin.addTask({
      name: `Photo notes ${tag}`,
      instructions: "A photo.",
      deadline: localDate(0),
      category: "Other",
      assignedTo: studentId,
    });
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
    const sent = await page.request.post(`/api/tasks/upload-proof/${proofTask}`, {
      headers: { "X-XSRF-TOKEN": xsrf },
      multipart: { proof: { name: "p.jpg", mimeType: "image/jpeg", buffer: await photo(200, 150) } },
    });
    expect(sent.status()).toBe(200);
    await fitsTheScreen(page, "The dashboard");
    await page.context().clearCookies();

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    // Create Task's picker and the class summary.
    const picker = page.getByRole("group", { name: "Assign to User" });
    await picker.getByRole("searchbox", { name: "Search students" }).fill(email);
    await expect(picker.getByText(`${name} (${email})`)).toBeVisible();
    await fitsTheScreen(page, "Create Task");

    await page.goto("/admin/plans");
    await expect(page.getByText(`Reading plan ${tag}`)).toBeVisible();
    await expect(page.getByText(new RegExp(`2 students: .*${name}`))).toBeVisible();
    await fitsTheScreen(page, "Plans");
    await page
      .getByRole("listitem")
      .filter({ hasText: `Reading plan ${tag}` })
      .getByRole("button", { name: "Students" })
      .click();
    await fitsInItsDialog(page, "The plan's students");
    await page.keyboard.press("Escape");

    await page.goto("/admin/verify");
    await page.getByRole("combobox", { name: "Student", exact: true }).selectOption({ label: `${name} (${email})` });
    await expect(page.getByText(`Late essay ${tag}`)).toBeVisible();
    await fitsTheScreen(page, "Verify");

    await page.goto("/admin/verify/inbox");
    // Oldest first: earlier journeys' proofs may come before this one.
    const item = page.getByRole("listitem").filter({ hasText: `Photo notes ${tag}` });
    await expect(page.getByRole("list", { name: "Proofs awaiting review" })).toBeVisible();
    await expect(async () => {
      const more = page.getByRole("button", { name: "Load more" });
      if (!(await item.isVisible()) && (await more.isEnabled().catch(() => false))) await more.click();
      await expect(item).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByText(`${name} (${email})`)).toBeVisible();
    await fitsTheScreen(page, "The review inbox");
    await page.getByRole("button", { name: `Review Photo notes ${tag}` }).click();
    await fitsInItsDialog(page, "The review dialog");
    await page.keyboard.press("Escape");

    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await expect(page.getByText(email).first()).toBeVisible();
    await fitsTheScreen(page, "Users");

    await page.goto("/admin/board");
    await page.getByRole("searchbox", { name: "Find a student" }).fill(email);
    await expect(page.getByText(name).first()).toBeVisible();
    // Cut in the board's narrow first column, with the whole address on hover.
    await expect(page.getByTitle(email)).toHaveText(email);
    await fitsTheScreen(page, "The class board");
  });
});
