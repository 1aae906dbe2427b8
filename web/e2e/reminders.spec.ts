import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, expectToast, localDate, signInAndLand, unique } from "./support/app";
import { mailTo, runReminderJob } from "./support/mail";
import { expect, test } from "./support/test";

/** The daily reminder a student chooses in Profile, kept on their own clock, and what it sends. */
test.describe("The daily reminder", () => {
  test("a new student has the 08:00 default; turned to 07:30 without e-mail, it is so after a reload", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `reminder-${unique()}@taskplanner.test`;
    await admin.addStudent(email, "Rita Reminder");
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Daily reminder" });
    const remind = card.getByRole("checkbox", { name: "Remind me every day" });
    const time = card.getByLabel("Time");
    // The first sign-in gave the default: 08:00 on this browser's clock, by e-mail too.
    await expect(remind).toBeChecked();
    await expect(time).toHaveValue("08:00");
    await expect(card.getByRole("checkbox", { name: "Also by e-mail" })).toBeChecked();
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

  test("a student's reminder arrives in the app and in the mail inbox once their time comes, and only once", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `sofia-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, "Sara Soon");
    const taskName = `Read the news ${unique()}`;
    await admin.addTask({
      name: taskName,
      instructions: "One article.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: studentId,
    });
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Daily reminder" });
    // This minute on the browser's clock: the reminder is due at once.
    const now = await page.evaluate(() =>
      new Date().toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false }),
    );
    await card.getByLabel("Time").fill(now);
    await card.getByRole("button", { name: "Save reminder" }).click();
    await expectToast(page, `Reminder set for ${now} every day`);

    // However often the job runs (the other viewport's journey runs it too), one reminder.
    expect(await runReminderJob()).toMatch(/^Reminders: \d+ due, \d+ sent\.\nE-mails: \d+ sent/);
    await runReminderJob();
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Task Planner — Today: 1 task");
    expect(mail[0]?.text).toContain(`- ${taskName} (Reading)`);
    expect(mail[0]?.text).toMatch(/Open Task Planner: http:\/\/127\.0\.0\.1:\d+\/dashboard/);

    await page.goto("/dashboard");
    // The new task's notification, and the reminder.
    await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
    const reminder = page.getByRole("listitem").filter({ hasText: "Today's tasks" });
    await expect(reminder).toContainText(`Today: ${taskName} (Reading).`);
  });
});

/** The supervisor's summary at the top of /admin, and their digest's settings in Profile. */
test.describe("The supervisor's morning summary", () => {
  test("stands at the top of /admin with links to the inbox and the board; the threshold is kept in Profile", async ({
    page,
  }) => {
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    const summary = page.getByRole("region", { name: "Your class today" });
    await expect(summary.getByText("Awaiting review")).toBeVisible();
    await expect(summary.getByText("Falling behind")).toBeVisible();
    await expect(summary.getByText("Due today")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create New Task", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "/admin with the class summary");
    await summary.getByRole("link", { name: "Open the review inbox" }).click();
    await expect(page).toHaveURL(/\/admin\/verify\/inbox$/);
    await page.goBack();
    await summary.getByRole("link", { name: "Open the class board" }).click();
    await expect(page).toHaveURL(/\/admin\/board$/);

    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Morning digest" });
    // It says what happens: an e-mail (admins have no bell), the summary at the top of /admin in the app.
    await expect(card).toContainText("Once a day by e-mail:");
    await expect(card.getByLabel("Also by e-mail")).toHaveCount(0);
    await card.getByLabel("Behind below (% on time)").fill("60");
    await expectAccessibleInBothThemes(page, "Profile with the morning digest");
    await card.getByRole("button", { name: "Save digest" }).click();
    await expectToast(page, /^Reminder set for \d\d:\d\d every day$|^Reminders turned off$/);
    await page.reload();
    await expect(card.getByLabel("Behind below (% on time)")).toHaveValue("60");
  });
});
