import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi } from "./support/api";
import { openInboxItem } from "./support/inbox";
import {
  expectAccessibleInBothThemes,
  expectToast,
  localDate,
  logout,
  photo,
  signInAndLand,
  unique,
  weekday,
} from "./support/app";

/** Opens the day of the journey's task (a week ahead) on the student's dashboard. */
async function openTaskDay(page: Page, deadline: string) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Next week" }).click();
  await page.getByTestId(`day-${deadline}`).click();
  return page.getByRole("dialog", { name: `${weekday(deadline)} - Tasks` });
}

/**
 * The review's outcome is said (in a toast, and in the dialog when the next proof opens in it: the page
 * behind is hidden then), the task's proof left the dialog (the next one waiting, left by other journeys,
 * opens in its place, or it closes) and the inbox.
 */
async function expectReviewedAndGone(page: Page, taskName: string, outcome: string) {
  await expect(page.getByText(outcome).first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: `Review: ${taskName}` })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId(/^inbox-item-/).filter({ hasText: taskName })).toHaveCount(0);
}

test.describe("The review loop", () => {
  test("two photos and a recording, sent back with a reason, sent again, approved from the inbox with the keyboard", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `speaker-${unique()}@example.test`;
    const name = `Sam ${unique()}`;
    const taskName = `Describe your street ${unique()}`;
    const deadline = localDate(7);
    const admin = await AdminApi.open(baseURL ?? "");
    const studentId = await admin.addStudent(email, name);
    await admin.addTask({
      name: taskName,
      instructions: "Two photos of your street, and tell us about it.",
      deadline,
      category: "Speaking",
      assignedTo: studentId,
    });
    await admin.dispose();

    // The student sends two photos and a recording made in the browser.
    await signInAndLand(page, { email }, /\/dashboard$/);
    let day = await openTaskDay(page, deadline);
    await day.getByRole("button", { name: "Send Proof" }).click();
    const proof = page.getByRole("dialog", { name: `Proof for ${taskName}` });
    await proof.getByLabel("Proof photo").setInputFiles([
      { name: "street.jpg", mimeType: "image/jpeg", buffer: await photo() },
      { name: "corner.jpg", mimeType: "image/jpeg", buffer: await photo(600, 800) },
    ]);
    await expect(proof.getByRole("img", { name: /Selected proof preview/ })).toHaveCount(2);
    await proof.getByRole("button", { name: "Record audio" }).click();
    await expect(proof.getByRole("timer")).toContainText("/ 3:00");
    await expect(proof.getByRole("timer")).toContainText("0:02", { timeout: 15_000 });
    await proof.getByRole("button", { name: "Stop recording" }).click();
    await expect(proof.getByLabel("Your recording")).toBeVisible();
    await expect(proof.getByText(/^Selected: street\.jpg, corner\.jpg, recording\.(webm|ogg|m4a)$/)).toBeVisible();
    await expectAccessibleInBothThemes(page, "Proof dialog with photos and a recording");
    await proof.getByRole("button", { name: "Submit Proof" }).click();
    await expectToast(page, "Proof submitted success");
    await expect(day.getByText("Sent — awaiting review")).toBeVisible();
    await page.keyboard.press("Escape");
    await logout(page);

    // The admin finds it in the inbox, hears the recording and sends it back with a reason.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    let item = await openInboxItem(page, taskName);
    await expect(item.getByRole("img")).toHaveCount(2);
    await expectAccessibleInBothThemes(page, "Review inbox");
    await item.getByRole("button", { name: `Review ${taskName}` }).click();
    let review = page.getByRole("dialog", { name: `Review: ${taskName}` });
    await expect(review.getByRole("img", { name: /photo 1 of 2/ })).toBeVisible();
    const recording = review.getByLabel(`Recording for ${taskName}`);
    await expect.poll(() => recording.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
    await review.getByRole("button", { name: "Needs redo" }).click();
    await expect(review.getByText("Please say what needs to be redone")).toBeVisible();
    await review.getByLabel(/Comment for the student/).fill("The second photo is blurred: take it again.");
    await expectAccessibleInBothThemes(page, "Review dialog");
    await review.getByRole("button", { name: "Needs redo" }).click();
    await expectReviewedAndGone(page, taskName, "Sent back to redo");
    await logout(page);

    // The student reads the reason and sends a new proof.
    await signInAndLand(page, { email }, /\/dashboard$/);
    day = await openTaskDay(page, deadline);
    await expect(day.getByText("Needs redo: The second photo is blurred: take it again.")).toBeVisible();
    await day.getByRole("button", { name: "History (2)" }).click();
    await expect(day.getByText(/Sent back to redo by Ada Admin/)).toBeVisible();
    await day.getByRole("button", { name: "Send Proof" }).click();
    await proof
      .getByLabel("Proof photo")
      .setInputFiles({ name: "sharp.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await proof.getByRole("button", { name: "Submit Proof" }).click();
    await expectToast(page, "Proof submitted success");
    await expect(day.getByText("Sent — awaiting review")).toBeVisible();
    await page.keyboard.press("Escape");
    await logout(page);

    // The admin approves it from the inbox with the keyboard alone, with a comment.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    item = await openInboxItem(page, taskName);
    await item.getByRole("button", { name: `Review ${taskName}` }).focus();
    await page.keyboard.press("Enter");
    review = page.getByRole("dialog", { name: `Review: ${taskName}` });
    await expect(review).toBeVisible();
    await review.getByLabel(/Comment for the student/).focus();
    await page.keyboard.type("Much better, well done!");
    // Tab from the comment to Approve (past Previous, Next and Needs redo, where they can be used).
    const approve = review.getByRole("button", { name: "Approve" });
    for (
      let presses = 0;
      presses < 6 && !(await approve.evaluate((button) => button === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(approve).toBeFocused();
    await page.keyboard.press("Enter");
    await expectReviewedAndGone(page, taskName, "Task approved");
    await logout(page);

    // The student sees it verified, with the feedback.
    await signInAndLand(page, { email }, /\/dashboard$/);
    day = await openTaskDay(page, deadline);
    await expect(day.getByText("Verified by admin")).toBeVisible();
    await expect(day.getByText("Feedback: Much better, well done!")).toBeVisible();
  });
});
