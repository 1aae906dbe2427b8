import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, localDate, photo, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

/** What a student opens the app for: today's tasks by name, each with its one button, first on the screen. */
test.describe("The dashboard opens on today", () => {
  test("today's tasks stand by name with their state and button, above the week on a phone and first beside it on a wider screen", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `today-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, "Tia Today");
    const [read, write] = [`Read page 4 ${unique()}`, `Write a postcard ${unique()}`];
    for (const name of [read, write]) {
      await admin.addTask({
        name,
        instructions: "Today's work.",
        deadline: localDate(0),
        category: "Reading",
        assignedTo: studentId,
      });
    }
    await admin.addTask({
      name: `Tomorrow ${unique()}`,
      instructions: "Later.",
      deadline: localDate(1),
      category: "Writing",
      assignedTo: studentId,
    });
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    const today = page.getByRole("region", { name: "Today" });
    const items = today.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: read })).toContainText("Awaiting proof");
    // First on the screen: above the week on a phone, at the top of the column beside it on a wider screen.
    const panel = await today.boundingBox();
    const week = await page.getByTestId(`day-${localDate(0)}`).boundingBox();
    const viewport = page.viewportSize();
    expect(panel && week && viewport).toBeTruthy();
    if (panel && week && viewport) {
      if (viewport.width < 768) expect(panel.y + panel.height).toBeLessThanOrEqual(week.y);
      else expect(panel.x).toBeGreaterThan(week.x);
      expect(panel.y).toBeLessThan(viewport.height);
    }
    await expectAccessibleInBothThemes(page, "The dashboard with today's tasks");

    // Its button opens the proof dialog, as the day's dialog does; once sent, the task offers 'Remove Proof'.
    await items.filter({ hasText: read }).getByRole("button", { name: "Send Proof" }).click();
    const proof = page.getByRole("dialog", { name: `Proof for ${read}` });
    await proof
      .getByLabel("Proof photo")
      .setInputFiles({ name: "page.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await proof.getByRole("button", { name: "Submit Proof" }).click();
    await expect(proof).toBeHidden();
    await expect(items.filter({ hasText: read }).getByRole("button", { name: "Remove Proof" })).toBeVisible();
  });

  test("says 'Nothing due today' when nothing is", async ({ page, baseURL }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `free-${unique()}@taskplanner.test`;
    await admin.addStudent(email, "Fay Free");
    await admin.dispose();
    await signInAndLand(page, { email }, /\/dashboard$/);
    await expect(page.getByRole("region", { name: "Today" })).toContainText("Nothing due today");
  });
});
