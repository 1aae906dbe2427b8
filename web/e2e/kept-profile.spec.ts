import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, expectToast, holdApi, keptOnDevice, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

const CHANGED_ELSEWHERE = "Changed elsewhere meanwhile. Saving keeps what you see here.";

/** Profile opens from what the device kept, then takes the server's fresh answer, without losing what was typed. */
test.describe("Profile from what the device kept", () => {
  test("the reminder's e-mail turned on from a second device shows on the first once its answer arrives; a time typed meanwhile stays, said to have changed elsewhere, and a save writes what is shown", async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `kept-${unique()}@taskplanner.test`;
    await admin.addStudent(email, "Kira Kept");
    await admin.dispose();

    // Device A: the reminder without e-mail, kept on the device.
    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Daily reminder" });
    const byEmail = card.getByRole("checkbox", { name: "Also by e-mail" });
    const time = card.getByLabel("Time");
    await expect(byEmail).toBeChecked();
    await card.getByText("Also by e-mail").click();
    await card.getByRole("button", { name: "Save reminder" }).click();
    await expectToast(page, "Reminder set for 08:00 every day");
    await expect
      .poll(async () => (await keptOnDevice(page)).some((entry) => String(JSON.parse(entry)).includes('"email":false')))
      .toBe(true);

    // Device B: the e-mail turned on again, at 09:00.
    const deviceB = await browser.newContext({ baseURL });
    const second = await deviceB.newPage();
    await signInAndLand(second, { email }, /\/dashboard$/);
    await second.goto("/profile");
    const secondCard = second.getByRole("form", { name: "Daily reminder" });
    await expect(secondCard.getByRole("checkbox", { name: "Also by e-mail" })).not.toBeChecked();
    await secondCard.getByText("Also by e-mail").click();
    await secondCard.getByLabel("Time").fill("09:00");
    await secondCard.getByRole("button", { name: "Save reminder" }).click();
    await expectToast(second, "Reminder set for 09:00 every day");

    // Device A opens Profile from what it kept; the student types a time before the session's answer arrives.
    const release = await holdApi(page, /^\/api\/users\/is-auth$/);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Updating…" })).toBeVisible();
    await expect(byEmail).not.toBeChecked();
    await expect(time).toHaveValue("08:00");
    await time.fill("07:45");
    await release();
    // The box left alone takes the answer; the typed time stays, and says the time changed elsewhere.
    await expect(byEmail).toBeChecked();
    await expect(time).toHaveValue("07:45");
    await expect(time).toHaveAccessibleDescription(CHANGED_ELSEWHERE);
    await expectAccessibleInBothThemes(page, "Profile with a reminder changed elsewhere");
    await card.getByRole("button", { name: "Save reminder" }).click();
    await expectToast(page, "Reminder set for 07:45 every day");
    await expect(card.getByText(CHANGED_ELSEWHERE)).toHaveCount(0);

    // What A showed is what is stored: B reads it, the e-mail still on.
    await second.reload();
    await expect(secondCard.getByLabel("Time")).toHaveValue("07:45");
    await expect(secondCard.getByRole("checkbox", { name: "Also by e-mail" })).toBeChecked();
    await deviceB.close();
  });
});
