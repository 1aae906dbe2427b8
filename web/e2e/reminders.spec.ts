import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, expectToast, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

/** Issue 35: a student chooses their daily reminder in Profile; it is kept on their own clock. */
test.describe("The daily reminder", () => {
  test("a student turns it on at 07:30 without e-mail, and finds it so after a reload", async ({ page, baseURL }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `reminder-${unique()}@taskplanner.test`;
    await admin.addStudent(email, "Rita Reminder");
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Daily reminder" });
    const remind = card.getByRole("checkbox", { name: "Remind me every day" });
    const time = card.getByLabel("Time");
    await expect(remind).not.toBeChecked();
    await expect(time).toBeDisabled();
    await card.getByText("Remind me every day").click();
    await time.fill("07:30");
    await card.getByText("Also by e-mail").click();
    await expectAccessibleInBothThemes(page, "Profile with the daily reminder");
    await card.getByRole("button", { name: "Save reminder" }).click();
    await expectToast(page, "Reminder set for 07:30 every day");

    await page.reload();
    await expect(remind).toBeChecked();
    await expect(time).toHaveValue("07:30");
    await expect(card.getByRole("checkbox", { name: "Also by e-mail" })).not.toBeChecked();
    await expect(card.getByText(/^On your clock \(.+\)\.$/)).toBeVisible();
  });
});
