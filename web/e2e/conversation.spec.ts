import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi, sendProofAs } from "./support/api";
import { loadMoreUntil } from "./support/inbox";
import {
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  logout,
  photo,
  signInAndLand,
  unique,
} from "./support/app";

/** The day's dialog of today, with the task's thread opened. */
async function openThread(page: Page, taskName: string) {
  await page.getByTestId(`day-${localDate(0)}`).click();
  const day = page.getByRole("dialog", { name: /- Tasks$/ });
  const task = day.getByRole("listitem").filter({ has: page.getByRole("button", { name: taskName }) });
  await task.getByRole("button", { name: /^Messages/ }).click();
  return { day, thread: day.getByRole("list", { name: `Messages about ${taskName}` }), task };
}

test.describe("A conversation on a task", () => {
  test("a student asks on her Writing task, the supervisor answers from the inbox's questions and sends the proof back; her answer written offline arrives when she is back online, in one thread", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = `sofia-${unique()}@example.test`;
    const taskName = `Writing: a letter ${unique()}`;
    const admin = await AdminApi.open(baseURL ?? "");
    const studentId = await admin.addStudent(email, `Sofia ${unique()}`);
    await admin.addTask({
      name: taskName,
      instructions: "Write a letter to a friend about your week.",
      deadline: localDate(0),
      category: "Writing",
      assignedTo: studentId,
    });
    const [task] = await admin.tasksOf(studentId);
    await admin.dispose();

    // Sofia asks in the day's dialog.
    await signInAndLand(page, { email }, /\/dashboard$/);
    let opened = await openThread(page, taskName);
    await expect(opened.day.getByText("No messages yet: ask or explain here.")).toBeVisible();
    await opened.day.getByRole("textbox", { name: "Write a message" }).fill("May I write it by hnd?");
    await opened.day.getByRole("button", { name: "Send", exact: true }).click();
    // Her message is the thread's only entry, whatever its text while she edits it.
    await expect(opened.thread.getByRole("listitem")).toHaveCount(1);
    const asked = opened.thread.getByRole("listitem").first();
    await expect(asked).toContainText("May I write it by hnd?");
    await expect(asked).not.toContainText("edited");
    // She sees the slip and edits her message in place: Cancel leaves it as it was, Save changes it.
    await asked.getByRole("button", { name: /^Edit your message of / }).click();
    await asked.getByRole("textbox", { name: "Your message" }).fill("May I write it by pen?");
    await asked.getByRole("button", { name: "Cancel" }).click();
    await expect(asked.getByRole("textbox", { name: "Your message" })).toHaveCount(0);
    await expect(asked).toContainText("May I write it by hnd?");
    await expect(asked).not.toContainText("edited");
    await asked.getByRole("button", { name: /^Edit your message of / }).click();
    const editBox = asked.getByRole("textbox", { name: "Your message" });
    await expect(editBox).toHaveValue("May I write it by hnd?");
    await editBox.fill("May I write it by hand?");
    await asked.getByRole("button", { name: "Save", exact: true }).click();
    await expect(editBox).toHaveCount(0);
    await expect(asked).toContainText("May I write it by hand?");
    await expect(asked).toContainText("edited");
    await expect(asked).not.toContainText("hnd");
    await page.keyboard.press("Escape");
    await logout(page);

    // The supervisor finds it under the inbox's questions and answers there.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: /^Review inbox/ }));
    await page.getByRole("button", { name: /^Questions/ }).click();
    const question = page.getByTestId(`question-${task?._id}`);
    await expect(question.getByText("May I write it by hand?")).toBeVisible();
    await expectAccessibleInBothThemes(page, "The inbox's questions");
    await question
      .getByRole("textbox", { name: "Write a message" })
      .fill("Yes, by hand is fine: send a photo of the page.");
    await question.getByRole("button", { name: "Send", exact: true }).click();
    // Answered, it leaves the questions (other journeys' may stay).
    await expect(question).toHaveCount(0);

    // Later the proof comes, and the supervisor sends it back with a reason.
    await sendProofAs(baseURL ?? "", email, task?._id ?? "", await photo());
    // The inbox is read when opened: opened again, it lists the new proof.
    await page.reload();
    await expect(page.getByRole("button", { name: /^Proofs/ })).toHaveAttribute("aria-pressed", "true");
    const item = await loadMoreUntil(
      page,
      page.getByTestId(`inbox-item-${task?._id}`),
      page.getByTestId(/^inbox-item-/),
    );
    await item.getByRole("button", { name: `Review ${taskName}` }).click();
    const review = page.getByRole("dialog", { name: `Review: ${taskName}` });
    await review.getByLabel(/Comment for the student/).fill("The photo is blurred: take it again in daylight.");
    await review.getByRole("button", { name: "Needs redo" }).click();
    await expect(page.getByText("Sent back to redo").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await logout(page);

    // Sofia reads the answer and the reason in one thread, then answers it offline.
    await signInAndLand(page, { email }, /\/dashboard$/);
    opened = await openThread(page, taskName);
    const entries = opened.thread.getByRole("listitem");
    await expect(entries).toHaveText([
      /May I write it by hand\?/,
      /Yes, by hand is fine: send a photo of the page\./,
      /Proof sent by/,
      /Reason: The photo is blurred: take it again in daylight\./,
    ]);
    await expectAccessibleInBothThemes(page, "A task's thread");
    await context.setOffline(true);
    await opened.day
      .getByRole("textbox", { name: "Write a message" })
      .fill("Sorry! I will send a sharper one tonight.");
    await opened.day.getByRole("button", { name: "Send", exact: true }).click();
    const waiting = opened.day.getByRole("list", { name: /^Waiting for the connection/ });
    await expect(waiting.getByText("Sorry! I will send a sharper one tonight.")).toBeVisible();
    await expectAccessibleInBothThemes(page, "A message waiting for the connection");
    await context.setOffline(false);
    await expectToast(page, "Your waiting message was sent");
    await expect(waiting).toHaveCount(0);
    await expect(entries.last()).toContainText("Sorry! I will send a sharper one tonight.");
    await page.keyboard.press("Escape");
    await logout(page);

    // The supervisor sees the same thread, whole, under the questions again.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: /^Review inbox/ }));
    await page.getByRole("button", { name: /^Questions/ }).click();
    const again = page.getByTestId(`question-${task?._id}`);
    await expect(again.getByRole("list", { name: `Messages about ${taskName}` }).getByRole("listitem")).toHaveText([
      /May I write it by hand\?/,
      /Yes, by hand is fine: send a photo of the page\./,
      /Proof sent by/,
      /Reason: The photo is blurred: take it again in daylight\./,
      /Sorry! I will send a sharper one tonight\./,
    ]);
    // Her edit is what the supervisor reads, marked as edited.
    await expect(again.getByRole("listitem").filter({ hasText: "May I write it by hand?" })).toContainText("edited");
  });
});
