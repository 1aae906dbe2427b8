import { expect, test } from "./support/test";
import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, expectToast, localDate, photo, signInAndLand, unique } from "./support/app";

async function newStudentWithTask(baseURL: string, taskName?: string) {
  const email = `hardening-${unique()}@example.test`;
  const admin = await AdminApi.open(baseURL);
  const id = await admin.addStudent(email, `Hana ${unique()}`);
  if (taskName) {
    await admin.addTask({
      name: taskName,
      instructions: "Record yourself reading a page.",
      deadline: localDate(0),
      category: "Speaking",
      assignedTo: id,
    });
  }
  await admin.dispose();
  return { email };
}

test.describe("Hardening in the browser", () => {
  test("a session that ends while the profile is being edited: the page says so and keeps what was typed", async ({
    page,
    baseURL,
  }) => {
    const { email } = await newStudentWithTask(baseURL ?? "");
    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("Name").fill("Hana Typed Here");

    // The session ends elsewhere: another tab of this browser logs out.
    const other = await page.context().newPage();
    await other.goto("/");
    await other.evaluate(async () => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "";
      await fetch("/api/users/logout", { headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf) } });
    });
    await other.close();

    await form.getByRole("button", { name: "Save" }).click();
    const ended = page.getByRole("alertdialog", { name: "Your session has ended" });
    await expect(ended).toBeVisible();
    // The page behind the dialog is hidden from the accessibility tree, not gone: its field keeps the text.
    await expect(page.locator('form[aria-label="Edit profile"] input[name="name"]')).toHaveValue("Hana Typed Here");
    await expectAccessibleInBothThemes(page, "Session ended dialog");

    await ended.getByRole("button", { name: "Sign in with Google" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose an account" });
    await chooser.getByLabel("Use another Google account").fill(email);
    await chooser.getByRole("button", { name: "Continue" }).click();
    await expect(ended).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(form.getByLabel("Name")).toHaveValue("Hana Typed Here");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Profile updated successfully");
    await expect(page.getByText("Hana Typed Here").first()).toBeVisible();
  });

  test("a half-typed birth date is named as invalid, not saved as none", async ({ page, baseURL }) => {
    const { email } = await newStudentWithTask(baseURL ?? "");
    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    const birthDate = form.getByLabel("Birth Date");
    await birthDate.click();
    await birthDate.pressSequentially("0512");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Please enter a valid date")).toBeVisible();
  });

  test("a photo the browser cannot open is refused when chosen; a good one is shrunk in a worker", async ({
    page,
    baseURL,
  }) => {
    const taskName = `Reading aloud ${unique()}`;
    const { email } = await newStudentWithTask(baseURL ?? "", taskName);
    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.getByTestId(`day-${localDate(0)}`).click();
    const day = page.getByRole("dialog", { name: / - Tasks$/ });
    await day.getByRole("button", { name: "Send Proof" }).click();
    const proof = page.getByRole("dialog", { name: `Proof for ${taskName}` });

    await proof.getByLabel("Proof photo").setInputFiles({
      name: "IMG_0001.HEIC",
      mimeType: "image/heic",
      buffer: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]),
    });
    await expectToast(page, /cannot open this photo's format/);
    await expect(proof.getByText(/Selected:/)).toHaveCount(0);
    await expect(proof.getByRole("button", { name: "Submit Proof" })).toBeDisabled();

    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await proof
      .getByLabel("Proof photo")
      .setInputFiles({ name: "page.jpg", mimeType: "image/jpeg", buffer: await photo(3000, 2000) });
    await proof.getByRole("button", { name: "Submit Proof" }).click();
    await expectToast(page, "Proof submitted success");
    expect(workers.some((url) => /proof-compression/.test(url))).toBe(true);
  });
});
