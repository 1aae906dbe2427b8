import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi, sendProofAs } from "./support/api";
import {
  expectAccessibleInBothThemes,
  followLink,
  localDate,
  logout,
  photo,
  signInAndLand,
  unique,
  weekday,
} from "./support/app";

/** Opens the day of the journey's tasks (a week ahead) on the student's dashboard. */
async function openTaskDay(page: Page, deadline: string) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Next week" }).click();
  await page.getByTestId(`day-${deadline}`).click();
  return page.getByRole("dialog", { name: `${weekday(deadline)} - Tasks` });
}

test.describe("Saved comments and the review keys", () => {
  test("a supervisor adds a saved comment, then goes through the inbox by keyboard alone: arrows, a number key, A, and R with a reason and Enter; the students see each outcome", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const tag = unique();
    const supervisor = { email: `supervisor-${tag}@example.test`, name: `Sara Supervisor ${tag}` };
    const ana = { email: `ana-${tag}@example.test`, name: `Ana ${tag}` };
    const ben = { email: `ben-${tag}@example.test`, name: `Ben ${tag}` };
    const deadline = localDate(7);
    const task = (name: string) => ({
      name,
      instructions: "Read the page aloud and send a photo of your notes.",
      deadline,
      category: "Reading",
    });

    // Three proofs wait in the supervisor's group: Ana's diary, Ben's story, Ana's poem, in that order.
    const demoAdmin = await AdminApi.open(baseURL ?? "");
    await demoAdmin.addUser({ ...supervisor, role: "admin", language: "en" });
    const anaId = await demoAdmin.addUser({ ...ana, role: "student", language: "en" });
    const benId = await demoAdmin.addUser({ ...ben, role: "student", language: "en" });
    const groupId = await demoAdmin.addGroup({ name: `Keys group ${tag}`, students: [anaId, benId] });
    const diary = await demoAdmin.addTask({ ...task(`Diary ${tag}`), assignedTo: anaId });
    const story = await demoAdmin.addTask({ ...task(`Story ${tag}`), assignedTo: benId });
    const poem = await demoAdmin.addTask({ ...task(`Poem ${tag}`), assignedTo: anaId });
    await demoAdmin.dispose();
    for (const [email, taskId] of [
      [ana.email, diary],
      [ben.email, story],
      [ana.email, poem],
    ] as const) {
      await sendProofAs(baseURL ?? "", email, taskId, await photo());
    }
    const own = await AdminApi.open(baseURL ?? "", supervisor.email);
    await own.showGroup(groupId);
    await own.dispose();

    await signInAndLand(page, { email: supervisor.email }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: /^Review inbox/ }));
    const first = page.getByTestId(/^inbox-item-/).filter({ hasText: `Diary ${tag}` });
    // The first screen of a new session on a busy machine can take a while to load its proofs.
    await expect(page.getByTestId(/^inbox-item-/)).toHaveCount(3, { timeout: 30_000 });
    await first.getByRole("button", { name: `Review Diary ${tag}` }).focus();
    await page.keyboard.press("Enter");
    let review = page.getByRole("dialog", { name: `Review: Diary ${tag}` });
    await expect(review).toBeVisible();
    // The starter set, in the supervisor's language, one click or a number away.
    await expect(review.getByRole("button", { name: "Well done! Clear and complete." })).toBeVisible();
    const keys = review.getByTestId("review-keys");
    if (testInfo.project.name === "phone") await expect(keys).toBeHidden();
    else await expect(keys).toHaveText(/^Keys: A approve · R reason to send it back/);
    await expectAccessibleInBothThemes(page, "Review dialog with saved comments");

    // The supervisor adds a comment of their own.
    await review.getByRole("button", { name: "Manage saved comments" }).click();
    const manager = page.getByRole("dialog", { name: "Your saved comments" });
    await expect(manager.getByRole("listitem")).toHaveCount(6);
    const mine = `Lovely reading, ${tag}: your vowels are much clearer.`;
    await manager.getByRole("textbox", { name: "New comment" }).fill(mine);
    await manager.getByRole("button", { name: "Add" }).click();
    await expect(manager.getByRole("status")).toHaveText("Saved comments updated");
    await expect(manager.getByRole("listitem")).toHaveCount(7);
    await expect(manager.getByRole("listitem").last()).toContainText(mine);
    await expectAccessibleInBothThemes(page, "Saved comments manager");
    await page.keyboard.press("Escape");
    await expect(manager).toBeHidden();
    await expect(review.getByRole("button", { name: mine })).toBeVisible();

    // From here on, the keyboard alone: the arrows go through the list…
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: `Review: Story ${tag}` })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    review = page.getByRole("dialog", { name: `Review: Diary ${tag}` });
    await expect(review).toBeVisible();
    // The dialog stays and shows one proof after another: its box is found by the dialog's role, not its title.
    const comment = page
      .getByRole("dialog", { name: /^Review:/ })
      .getByRole("textbox", { name: /Comment for the student/ });
    // …7 inserts the supervisor's own comment, A approves, and the next proof is in front.
    await page.keyboard.press("7");
    await expect(comment).toHaveValue(mine);
    await page.keyboard.press("a");
    review = page.getByRole("dialog", { name: `Review: Story ${tag}` });
    await expect(review.getByText(`Task approved: Diary ${tag}`)).toBeVisible();
    await expect(review.getByText("1 of 2")).toBeVisible();
    await page.keyboard.press("1");
    await expect(comment).toHaveValue("Well done! Clear and complete.");
    await page.keyboard.press("a");
    review = page.getByRole("dialog", { name: `Review: Poem ${tag}` });
    await expect(review.getByText(`Task approved: Story ${tag}`)).toBeVisible();
    // R goes to the reason; Enter sends the proof back.
    await page.keyboard.press("r");
    await expect(comment).toBeFocused();
    await expect(comment).toHaveValue("");
    await page.keyboard.type("Please read the second paragraph aloud again.");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /^Review:/ })).toHaveCount(0);
    await expect(page.getByText("Nothing awaits review.")).toBeVisible();
    await logout(page);

    // Each student sees what became of their proofs.
    await signInAndLand(page, { email: ana.email }, /\/dashboard$/);
    let day = await openTaskDay(page, deadline);
    await expect(day.getByText(`Feedback: ${mine}`)).toBeVisible();
    await expect(day.getByText("Needs redo: Please read the second paragraph aloud again.")).toBeVisible();
    await page.keyboard.press("Escape");
    await logout(page);
    await signInAndLand(page, { email: ben.email }, /\/dashboard$/);
    day = await openTaskDay(page, deadline);
    await expect(day.getByText("Verified by admin")).toBeVisible();
    await expect(day.getByText("Feedback: Well done! Clear and complete.")).toBeVisible();
  });
});
