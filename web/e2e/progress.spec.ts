import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  followLink,
  localDate,
  logout,
  nextMonday,
  photo,
  signInAndLand,
  unique,
  weekday,
} from "./support/app";

const dmy = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}/${date.slice(0, 4)}`;

/** Sends a proof as the signed-in student, through the API with the page's own session. */
async function sendProofAs(page: Page, taskId: string) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.post(`/api/tasks/upload-proof/${taskId}`, {
    headers: { "X-XSRF-TOKEN": xsrf },
    multipart: { proof: { name: "p.jpg", mimeType: "image/jpeg", buffer: await photo(200, 150) } },
  });
  expect(response.status()).toBe(200);
}

test.describe("Progress at a glance", () => {
  test("a student's week shows each day's states, the week's progress, the streak and skills; a notification leads to its day; the class board shows and reviews it", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `progress-${unique()}@example.test`;
    const name = `Pat ${unique()}`;
    const today = localDate(0);
    const yesterday = localDate(-1);
    const tag = unique();
    const admin = await AdminApi.open(baseURL ?? "");
    const studentId = await admin.addStudent(email, name);
    const add = (taskName: string, deadline: string, category: string) =>
      admin.addTask({ name: `${taskName} ${tag}`, instructions: "Do it.", deadline, category, assignedTo: studentId });
    await add("Overdue reading", yesterday, "Reading");
    await add("Diary", today, "Writing");
    const sent = await add("Podcast notes", today, "Listening");
    const verified = await add("Vocabulary", today, "Reading");
    await admin.setStatus(verified, "completed");
    await admin.dispose();

    // The student: today's card in marks and words, the week's bar, the streak and the skills.
    await signInAndLand(page, { email }, /\/dashboard$/);
    await sendProofAs(page, sent);
    await page.reload();
    const todayCard = page.getByTestId(`day-${today}`);
    await expect(todayCard).toContainText("3 task(s)");
    await expect(todayCard.getByTestId("day-summary")).toHaveText("1 done, 1 awaiting review, 1 to do");
    await expect(page.getByTestId("week-progress")).toHaveText(/^1 of \d+ done$/);
    await expect(page.getByRole("progressbar", { name: "This week's tasks done" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    // Yesterday's reading is not done: no streak yet.
    await expect(page.getByTestId("streak")).toHaveText("Streak: 0 days with every task on time");
    await expect(page.getByTestId("skills")).toContainText("Reading: 1 of");
    await expect(page.getByTestId("skills")).toContainText("Listening: 0 of 1 done");
    await expectAccessibleInBothThemes(page, "Dashboard with progress");

    // 'Today' comes back from another week.
    const thisWeek = await page.getByTestId("week-range").textContent();
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByTestId("week-range")).toHaveText(
      `${dmy(nextMonday())} - ${dmy(localDate(6, new Date(`${nextMonday()}T12:00:00`)))}`,
    );
    await page.getByRole("button", { name: "Today" }).click();
    await expect(page.getByTestId("week-range")).toHaveText(thisWeek ?? "");

    // A notification about yesterday's task opens its day, and is read.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await page.getByRole("button", { name: new RegExp(`^New task assigned: open Overdue reading ${tag}`) }).click();
    const day = page.getByRole("dialog", { name: `${weekday(yesterday)} - Tasks` });
    await expect(day).toBeVisible();
    await expect(day.getByText(`Overdue reading ${tag}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId(`day-${yesterday}`).getByTestId("day-summary")).toHaveText("1 to do (1 overdue)");
    await logout(page);

    // The admin's class board: the student's row, today's cell, a review from it, the CSV. The review dialog's
    // code arrives late, as on a slow phone: what the admin sees must not depend on when it comes.
    await page.route(/\/assets\/review-dialog-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Class Board", exact: true }));
    await expect(page.getByRole("heading", { name: "Class Board", level: 1 })).toBeVisible();
    // Only the rows near the screen are drawn: the student is found by e-mail, as a supervisor would.
    await page.getByLabel("Find a student").fill(email);
    const row = page.getByTestId(`board-row-${email}`);
    await expect(row).toContainText(name);
    await expectAccessibleInBothThemes(page, "Class Board");
    await row.getByRole("button", { name: new RegExp(`^${name}, .*: 1 done, 1 awaiting review, 1 to do$`) }).click();
    const cell = page.getByRole("dialog", { name: new RegExp(`^${name}, `) });
    await cell.getByRole("button", { name: `Review Podcast notes ${tag}` }).click();
    const review = page.getByRole("dialog", { name: `Review: Podcast notes ${tag}` });
    await review.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Task approved").first()).toBeVisible();
    // Back on the day's tasks, closed: the board shows the review done.
    await expect(cell).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row.getByRole("button", { name: new RegExp(`^${name}, .*: 2 done, 1 to do$`) })).toBeVisible();

    await page.getByRole("button", { name: "Export CSV…" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("form", { name: "Export to CSV" }).getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString("utf8");
    expect(text).toContain('"student","e-mail","task","category","deadline","status","submitted at","verified at"');
    expect(text).toContain(
      `"${name}","${email}","Podcast notes ${tag}","Listening","${today}","Verified by admin","${today}","${today}"`,
    );
  });
});
