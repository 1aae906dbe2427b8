import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi, sendProofAs } from "./support/api";
import { openInboxItem } from "./support/inbox";
import { expectAccessibleInBothThemes, localDate, logout, photo, signInAndLand, unique, weekday } from "./support/app";

/** The player has what it needs to play (served through the API, with Range), plays, and its time moves on. */
async function expectItPlays(player: Locator) {
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
}

test.describe("A voice comment", () => {
  test("a supervisor records one with the approval of a Speaking proof; the student hears it from the bell, the day and its history", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `voice-${unique()}@example.test`;
    const taskName = `Introduce yourself ${unique()}`;
    const deadline = localDate(7);
    const admin = await AdminApi.open(baseURL ?? "");
    const studentId = await admin.addStudent(email, `Vera ${unique()}`);
    await admin.addTask({
      name: taskName,
      instructions: "Say your name, where you live and what you like.",
      deadline,
      category: "Speaking",
      assignedTo: studentId,
    });
    const [task] = await admin.tasksOf(studentId);
    await admin.dispose();
    await sendProofAs(baseURL ?? "", email, task?._id ?? "", await photo());

    // The supervisor records a comment in the review dialog and approves with it.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    const item = await openInboxItem(page, taskName);
    await item.getByRole("button", { name: `Review ${taskName}` }).click();
    const review = page.getByRole("dialog", { name: `Review: ${taskName}` });
    await expect(review.getByText("Voice comment for the student (up to 2 minutes)")).toBeVisible();
    await review.getByRole("button", { name: "Record audio" }).click();
    await expect(review.getByRole("timer")).toContainText("/ 2:00");
    await expect(review.getByRole("button", { name: "Approve" })).toBeDisabled();
    await expect(review.getByRole("timer")).toContainText("0:02", { timeout: 15_000 });
    await review.getByRole("button", { name: "Stop recording" }).click();
    await expect(review.getByLabel("Your voice comment")).toBeVisible();
    await review.getByLabel(/Comment for the student/).fill("Clear and confident: listen to my note on the vowels.");
    await expectAccessibleInBothThemes(page, "Review dialog with a voice comment");
    await review.getByRole("button", { name: "Approve" }).click();
    // Said in a toast, and in the dialog when the next waiting proof (other journeys') opens in it.
    await expect(page.getByText("Task approved").first()).toBeVisible();
    await expect(review).toHaveCount(0);
    await page.keyboard.press("Escape");
    await logout(page);

    // The student hears of it in the bell, opens the day from it, and plays the comment there and in the history.
    await signInAndLand(page, { email }, /\/dashboard$/);
    await expect(page.getByTestId("week-progress")).toBeVisible();
    await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
    const notice = page
      .getByRole("dialog")
      .getByRole("listitem")
      .filter({ hasText: `Your proof for "${taskName}" was verified with a voice comment` });
    await expect(notice).toBeVisible();
    await expectAccessibleInBothThemes(page, "The bell with a voice comment's notice");
    await notice.getByRole("button", { name: new RegExp(`^Task verified`) }).click();
    const day = page.getByRole("dialog", { name: `${weekday(deadline)} - Tasks` });
    await expect(day.getByText("Verified by admin")).toBeVisible();
    await expect(day.getByText("Feedback: Clear and confident: listen to my note on the vowels.")).toBeVisible();
    await expectItPlays(day.getByLabel(`Voice comment on ${taskName}`));
    await day.getByRole("button", { name: "History (2)" }).click();
    const inHistory = day.getByLabel(/^Voice comment by Ada Admin, /);
    await expect(inHistory).toBeVisible();
    await expectItPlays(inHistory);
    await expectAccessibleInBothThemes(page, "The day's dialog with a voice comment");
  });
});
