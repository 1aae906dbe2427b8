import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  logout,
  photo,
  pickStudents,
  signInAndLand,
  unique,
  weekday,
} from "./support/app";

const mmddyyyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function newStudent(baseURL: string) {
  const email = `learner-${unique()}@example.test`;
  const name = `Lea ${unique()}`;
  const admin = await AdminApi.open(baseURL);
  const id = await admin.addStudent(email, name);
  return { email, name, id, admin };
}

/** Opens the dashboard day of a deadline a week ahead, where the journey's task lives. */
async function openNextWeekDay(page: Page, deadline: string) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Next week" }).click();
  const card = page.getByTestId(`day-${deadline}`);
  await expect(card).toContainText("1 task(s)");
  await card.click();
  return page.getByRole("dialog", { name: `${weekday(deadline)} - Tasks` });
}

test.describe("Tasks", () => {
  test("assigned, proven with a photo, verified: each side sees the other's step", async ({ page, baseURL }) => {
    // Three sign-ins and two uploads: about 50 s on the two-core machine, close to the default minute.
    test.slow();
    const student = await newStudent(baseURL ?? "");
    await student.admin.dispose();
    const taskName = `Podcast summary ${unique()}`;
    const today = localDate(0);
    const deadline = localDate(7);

    // The admin assigns the task.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    const form = page.getByRole("form", { name: "Create New Task" });
    await expect(form.getByLabel("Deadline")).toHaveValue(mmddyyyy(today));
    await expectAccessibleInBothThemes(page, "Create New Task");
    await form.getByLabel("Task Name").fill(taskName);
    await form.getByLabel("Instructions").fill("Listen to episode 13 and write five sentences about it.");
    await form.getByLabel("Deadline").fill(mmddyyyy(deadline));
    await form.getByLabel("Deadline").press("Enter");
    await form.getByLabel("Category").selectOption("Speaking");
    await pickStudents(form, [student]);
    await form.getByRole("button", { name: "Create Task" }).click();
    await expectToast(page, "Task created successfully");
    await expect(form.getByLabel("Task Name")).toHaveValue("");
    await expect(form.getByLabel("Deadline")).toHaveValue(mmddyyyy(today));
    await logout(page);

    // The student is notified and finds the task on the right day of the right week.
    await signInAndLand(page, { email: student.email }, /\/dashboard$/);
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    const notification = page.getByRole("listitem").filter({ hasText: taskName });
    await expect(notification).toContainText("New task assigned");
    await expectAccessibleInBothThemes(page, "Notifications menu");
    await notification.getByRole("button", { name: "Mark as read" }).click();
    await expect(notification.getByRole("button", { name: "Mark as read" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

    await expect(page.getByTestId("week-range")).toBeVisible();
    const day = await openNextWeekDay(page, deadline);
    await expect(day.getByText("Awaiting proof")).toBeVisible();
    await day.getByRole("button", { name: taskName }).click();
    await expect(day.getByText("Listen to episode 13")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Day dialog");

    await day.getByRole("button", { name: "Send Proof" }).click();
    const proof = page.getByRole("dialog", { name: `Proof for ${taskName}` });
    await expect(proof.getByRole("button", { name: "Submit Proof" })).toBeDisabled();
    await proof
      .getByLabel("Proof photo")
      .setInputFiles({ name: "proof.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(proof.getByText("Selected: proof.jpg")).toBeVisible();
    await expect(proof.getByRole("img", { name: "Selected proof preview" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Proof dialog");
    await proof.getByRole("button", { name: "Submit Proof" }).click();
    await expectToast(page, "Proof submitted success");
    await expect(day.getByRole("button", { name: "Remove Proof" })).toBeVisible();
    await page.keyboard.press("Escape");
    await logout(page);

    // The admin sees the thumbnail and marks the task completed.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Verify Tasks" }));
    await page.getByLabel("Student", { exact: true }).selectOption({ label: `${student.name} (${student.email})` });
    const card = page.getByTestId(/^verify-task-/).filter({ hasText: taskName });
    await card.getByRole("button", { name: "Show Proof" }).click();
    const thumbnail = card.getByRole("img", { name: `Proof for ${taskName}` });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessibleInBothThemes(page, "Verify Student Tasks");
    await thumbnail.click();
    await expect(page.getByRole("dialog", { name: "Image Preview" })).toBeVisible();
    await page.keyboard.press("Escape");
    await card.getByRole("button", { name: "Mark as Completed" }).click();
    await expectToast(page, "Task status updated!");
    await expect(card.getByRole("button", { name: "Mark as Completed" })).toBeDisabled();
    await expect(card.getByText("completed", { exact: true })).toBeVisible();
    await logout(page);

    // The student sees it verified, with the new notification.
    await signInAndLand(page, { email: student.email }, /\/dashboard$/);
    const verifiedDay = await openNextWeekDay(page, deadline);
    await expect(verifiedDay.getByText("Verified by admin")).toBeVisible();
    await expect(verifiedDay.getByRole("button", { name: "Completed" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Task verified" })).toContainText(taskName);
  });

  test("the profile's 'Move to task' opens that week and day", async ({ page, baseURL }) => {
    const student = await newStudent(baseURL ?? "");
    const deadline = localDate(15);
    const taskName = `Reading log ${unique()}`;
    await student.admin.addTask({
      name: taskName,
      instructions: "Read.",
      deadline,
      category: "Reading",
      assignedTo: student.id,
    });
    await student.admin.dispose();
    await signInAndLand(page, { email: student.email }, /\/dashboard$/);
    await page.goto("/profile");
    await page.getByRole("button", { name: `Move to task ${taskName}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const day = page.getByRole("dialog", { name: `${weekday(deadline)} - Tasks` });
    await expect(day.getByRole("button", { name: taskName })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId(`day-${deadline}`)).toContainText("1 task(s)");
    await page.reload();
    // The navigation state is used once: after a reload the dashboard shows this week, no dialog open.
    await expect(page.getByTestId(`day-${localDate(0)}`)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

/** Deadlines are calendar dates: a Sunday is Sunday for viewers on both sides of the date line. */
for (const timezoneId of ["Pacific/Honolulu", "Pacific/Tongatapu"]) {
  test.describe(`Deadlines seen from ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("a task due on a Sunday shows on that Sunday", async ({ page, baseURL }) => {
      const student = await newStudent(baseURL ?? "");
      const now = new Date();
      const utcToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const sunday = new Date(utcToday.getTime() + (((7 - utcToday.getUTCDay()) % 7) + 14) * 86_400_000);
      const deadline = sunday.toISOString().slice(0, 10);
      const taskName = `Sunday speaking ${unique()}`;
      await student.admin.addTask({
        name: taskName,
        instructions: "Speak.",
        deadline,
        category: "Speaking",
        assignedTo: student.id,
      });
      await student.admin.dispose();

      await signInAndLand(page, { email: student.email }, /\/dashboard$/);
      await page.goto("/profile");
      await page.getByRole("button", { name: `Move to task ${taskName}` }).click();
      await expect(
        page.getByRole("dialog", { name: "Sunday - Tasks" }).getByRole("button", { name: taskName }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      const card = page.getByTestId(`day-${deadline}`);
      await expect(card).toContainText("Sunday");
      await expect(card).toContainText("1 task(s)");
      await expect(page.getByTestId("week-range")).toHaveText(/ - /);
    });
  });
}
