import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi, sendProofAs } from "./support/api";
import { expectAccessibleInBothThemes, localDate, logout, photo, signInAndLand, unique, weekday } from "./support/app";

/** What the supervisor does with the mouse and the keyboard, counted as they do it: a typed text is its keys. */
function countingActions(page: Page) {
  const count = { clicks: 0, keys: 0 };
  return {
    count,
    click: async (target: Locator) => {
      count.clicks += 1;
      await target.click();
    },
    press: async (key: string) => {
      count.keys += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count.keys += text.length;
      await page.keyboard.type(text);
    },
  };
}

/** The student's notices of their tasks' outcomes, as the bell lists them. */
async function outcomesInBell(page: Page) {
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("dialog");
  const notices = bell.getByRole("listitem").filter({ hasText: /Task verified|Needs redo/ });
  await expect(notices.first()).toBeVisible();
  return notices;
}

test.describe("A class's week of proofs, reviewed at the pace of a class", () => {
  test("30 proofs: 20 approved in two batches from the grid, 5 by keys with a saved comment, 4 sent back with a reason, 1 with a voice comment played on a phone; each student is told each outcome once", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(600_000);
    const base = baseURL ?? "";
    const tag = unique();
    const supervisor = { email: `week-supervisor-${tag}@example.test`, name: `Wendy Supervisor ${tag}` };
    const students = Array.from({ length: 10 }, (_, index) => ({
      email: `week-${index}-${tag}@example.test`,
      name: `Student ${index + 1} ${tag}`,
      id: "",
    }));
    const reading = `Reading log ${tag}`;
    const vocabulary = `Vocabulary cards ${tag}`;
    const diary = `Diary ${tag}`;
    const speaking = `Introduce yourself ${tag}`;

    // The supervisor's group of ten; two days of the whole group, a diary for nine and a Speaking task for one.
    const demoAdmin = await AdminApi.open(base);
    await demoAdmin.addUser({ ...supervisor, role: "admin", language: "en" });
    for (const student of students) {
      student.id = await demoAdmin.addUser({ email: student.email, name: student.name, role: "student" });
    }
    const groupId = await demoAdmin.addGroup({ name: `Week group ${tag}`, students: students.map(({ id }) => id) });
    const task = (name: string, days: number, category: string, assignedTo: string[]) =>
      demoAdmin.addTask({
        name,
        instructions: "Send a photo of your work.",
        deadline: localDate(days),
        category,
        assignedTo,
      });
    await task(
      reading,
      1,
      "Reading",
      students.map(({ id }) => id),
    );
    await task(
      vocabulary,
      2,
      "Writing",
      students.map(({ id }) => id),
    );
    await task(
      diary,
      3,
      "Writing",
      students.slice(0, 9).map(({ id }) => id),
    );
    await task(speaking, 4, "Speaking", [students[9]?.id ?? ""]);
    const tasksOf = new Map<string, { _id: string; name: string }[]>();
    for (const student of students) tasksOf.set(student.email, await demoAdmin.tasksOf(student.id));
    await demoAdmin.dispose();
    // The proofs come in the order the supervisor meets them: the two group days, the diaries, the recording's task.
    for (const name of [reading, vocabulary, diary, speaking]) {
      for (const student of students) {
        const taskId = tasksOf.get(student.email)?.find((one) => one.name === name)?._id;
        if (taskId) await sendProofAs(base, student.email, taskId, await photo());
      }
    }
    const own = await AdminApi.open(base, supervisor.email);
    await own.showGroup(groupId);
    await own.dispose();

    await signInAndLand(page, { email: supervisor.email }, /\/admin$/);
    const act = countingActions(page);
    await act.click(page.getByRole("link", { name: /^Review inbox/ }));
    await expect(page.getByTestId(/^inbox-item-/)).toHaveCount(20, { timeout: 30_000 });

    // Two batches from the grid: the reading log's ten with a comment, the vocabulary cards' ten without.
    await act.click(page.getByRole("button", { name: "Grid by task" }));
    const bar = page.getByTestId("batch-bar");
    for (const [name, comment] of [
      [reading, "Lovely notes, all of you!"],
      [vocabulary, ""],
    ] as const) {
      const group = page.getByRole("region", { name: new RegExp(`^${name} · due `) });
      await expect(group.getByRole("img", { name: new RegExp(`proof for ${name}$`) })).toHaveCount(10);
      await act.click(group.getByText("Choose all 10"));
      await expect(group.getByText("10 of 10 chosen")).toBeVisible();
      if (comment) {
        await act.click(bar.getByLabel("Comment for each student (optional)"));
        await act.type(comment);
      }
      await act.click(bar.getByRole("button", { name: "Approve 10 proofs" }));
      await expect(bar.getByRole("status")).toHaveText("10 tasks approved.");
      await expect(group).toHaveCount(0);
    }
    const afterGrid = { ...act.count };

    // The ten left, one after another in the dialog: five approved with the first saved comment by its key…
    await act.click(page.getByRole("button", { name: "List" }));
    await expect(page.getByTestId(/^inbox-item-/)).toHaveCount(10);
    await act.click(page.getByRole("button", { name: `Review ${diary}` }).first());
    const review = page.getByRole("dialog", { name: /^Review:/ });
    const comment = review.getByRole("textbox", { name: /Comment for the student/ });
    // The starter set, written the first time the supervisor's saved comments are read.
    await expect(review.getByRole("button", { name: "Well done! Clear and complete." })).toBeVisible();
    for (let left = 10; left > 5; left -= 1) {
      await expect(review.getByText(`1 of ${left}`)).toBeVisible();
      await act.press("1");
      await expect(comment).toHaveValue("Well done! Clear and complete.");
      await act.press("a");
      await expect(review.getByText(`Task approved: ${diary}`)).toBeVisible();
    }
    // …four sent back with a reason typed after R, Enter sending each…
    const reason = "Please send a clearer photo of the second page.";
    for (let left = 5; left > 1; left -= 1) {
      await expect(review.getByText(`1 of ${left}`)).toBeVisible();
      await act.press("r");
      await expect(comment).toBeFocused();
      await act.type(reason);
      await act.press("Enter");
      await expect(review.getByText(`Sent back to redo: ${diary}`)).toBeVisible();
    }
    // …and the Speaking proof approved with a recorded comment.
    await expect(page.getByRole("dialog", { name: `Review: ${speaking}` })).toBeVisible();
    await act.click(review.getByRole("button", { name: "Record audio" }));
    await expect(review.getByRole("timer")).toContainText("0:02", { timeout: 15_000 });
    await act.click(review.getByRole("button", { name: "Stop recording" }));
    await expect(review.getByLabel("Your voice comment")).toBeVisible();
    await expectAccessibleInBothThemes(page, "The review dialog, the last proof of a week with a voice comment");
    await act.click(review.getByRole("button", { name: "Approve" }));
    await expect(review).toHaveCount(0);
    await expect(page.getByText("Nothing awaits review.")).toBeVisible();
    const { clicks, keys } = act.count;
    testInfo.annotations.push({
      type: "actions",
      description:
        `30 proofs: ${clicks} clicks and ${keys} keys (typed text counted by its characters); ` +
        `the grid's 20: ${afterGrid.clicks} clicks and ${afterGrid.keys} keys`,
    });
    console.log(`Review of 30 proofs: ${clicks} clicks, ${keys} keys (grid: ${afterGrid.clicks} + ${afterGrid.keys})`);
    await logout(page);

    // Each student hears of each outcome once: the first, approved three times, the sixth sent back once.
    const first = students[0];
    const sixth = students[5];
    const tenth = students[9];
    if (!first || !sixth || !tenth) throw new Error("ten students");
    await signInAndLand(page, { email: first.email }, /\/dashboard$/);
    await expect(page.getByTestId("week-progress")).toBeVisible();
    let notices = await outcomesInBell(page);
    await expect(notices).toHaveCount(3);
    for (const name of [reading, vocabulary, diary]) {
      await expect(notices.filter({ hasText: `Your proof for "${name}" was verified` })).toHaveCount(1);
    }
    await expect(notices.filter({ hasText: "Feedback: Lovely notes, all of you!" })).toHaveCount(1);
    await expect(notices.filter({ hasText: "Feedback: Well done! Clear and complete." })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await logout(page);
    await signInAndLand(page, { email: sixth.email }, /\/dashboard$/);
    await expect(page.getByTestId("week-progress")).toBeVisible();
    notices = await outcomesInBell(page);
    await expect(notices).toHaveCount(3);
    await expect(notices.filter({ hasText: "Needs redo" })).toHaveCount(1);
    await expect(notices.filter({ hasText: reason })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await logout(page);

    // The tenth plays the voice comment on a phone.
    const phone = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const onPhone = await phone.newPage();
    await signInAndLand(onPhone, { email: tenth.email }, /\/dashboard$/);
    await expect(onPhone.getByTestId("week-progress")).toBeVisible();
    notices = await outcomesInBell(onPhone);
    await expect(notices).toHaveCount(3);
    const voice = notices.filter({ hasText: `Your proof for "${speaking}" was verified with a voice comment` });
    await expect(voice).toHaveCount(1);
    await voice.getByRole("button", { name: /^Task verified/ }).click();
    const day = onPhone.getByRole("dialog", { name: `${weekday(localDate(4))} - Tasks` });
    const player = day.getByLabel(`Voice comment on ${speaking}`);
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
    await player.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
    await phone.close();
  });
});
