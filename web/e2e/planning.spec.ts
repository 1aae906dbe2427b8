import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  logout,
  nextMonday,
  pickStudents,
  signInAndLand,
  unique,
} from "./support/app";

const mmddyyyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const addDays = (date: string, days: number) => localDate(days, new Date(`${date}T12:00:00`));
/** How Verify Student Tasks heads a day in the browser's locale (en-US here). */
const fullDate = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString("en-US", { dateStyle: "full" });

async function newStudents(baseURL: string, count: number) {
  const admin = await AdminApi.open(baseURL);
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const email = `planned-${unique()}@example.test`;
    const name = `Pia ${unique()}`;
    students.push({ email, name, id: await admin.addStudent(email, name) });
  }
  return { admin, students };
}

/** Opens Users from the sidebar and searches; waits for the page, since Create Task has a "Search" too. */
async function openUsersPage(page: Page, search: string) {
  await followLink(page, page.getByRole("link", { name: "Users", exact: true }));
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByRole("main").getByLabel("Search").fill(search);
}

test.describe("Planning a class's week", () => {
  test("one task for three students, repeated Mon and Wed for two weeks, shows on each student's week", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { admin, students } = await newStudents(baseURL ?? "", 3);
    await admin.dispose();
    const monday = nextMonday();
    const until = addDays(monday, 13);
    const taskName = `Shadowing ${unique()}`;

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    const form = page.getByRole("form", { name: "Create New Task" });
    await form.getByLabel("Task Name").fill(taskName);
    await form.getByLabel("Instructions").fill("Repeat each sentence of the podcast aloud.");
    await form.getByLabel("Deadline").fill(mmddyyyy(monday));
    await form.getByLabel("Deadline").press("Enter");
    await form.getByLabel("Category").selectOption("Speaking");
    await pickStudents(form, students);
    await form.getByText("Repeat", { exact: true }).click();
    const weekdays = form.getByRole("group", { name: "Repeat on" });
    await weekdays.getByText("Wed", { exact: true }).click();
    await form.getByLabel("Until").fill(mmddyyyy(until));
    await form.getByLabel("Until").press("Enter");
    await expect(form.getByTestId("plan-preview")).toHaveText(
      `Creates 12 tasks for 3 students: Mon, Wed until ${mmddyyyy(until)}`,
    );
    await expectAccessibleInBothThemes(page, "Create New Task with a plan");
    await form.getByRole("button", { name: "Create Task" }).click();
    await expectToast(page, "12 tasks created successfully");
    await logout(page);

    for (const student of students) {
      await signInAndLand(page, { email: student.email }, /\/dashboard$/);
      await page.getByRole("button", { name: "Next week" }).click();
      await expect(page.getByTestId(`day-${monday}`)).toContainText("1 task(s)");
      await expect(page.getByTestId(`day-${addDays(monday, 2)}`)).toContainText("1 task(s)");
      await expect(page.getByTestId(`day-${addDays(monday, 1)}`)).toContainText("0 task(s)");
      await logout(page);
    }
  });

  test("an admin edits 'this and the following' tasks of a plan, then deletes the rest of it", async ({
    page,
    baseURL,
  }) => {
    const { admin, students } = await newStudents(baseURL ?? "", 1);
    const [student] = students as [(typeof students)[number]];
    const monday = nextMonday();
    const taskName = `Diary ${unique()}`;
    await admin.addTask({
      name: taskName,
      instructions: "Write five sentences.",
      deadline: monday,
      category: "Writing",
      assignedTo: [student.id],
      repeat: { weekdays: [1, 3, 5], until: addDays(monday, 4) },
    });
    await admin.dispose();

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Verify Tasks" }));
    await page.getByLabel("Student", { exact: true }).selectOption({ label: `${student.name} (${student.email})` });
    const cards = page.getByTestId(/^verify-task-/);
    await expect(cards).toHaveCount(3);
    await cards
      .nth(1)
      .getByRole("button", { name: `Edit ${taskName}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await edit.getByLabel("Deadline").fill(addDays(monday, 3));
    await edit.getByLabel("Apply to").selectOption({ label: "This and the following ones" });
    await expectAccessibleInBothThemes(page, "Edit task");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "2 tasks updated");
    // Wednesday's task moved to Thursday, and the one after it (Friday's) one day on too, to Saturday.
    for (const moved of [addDays(monday, 3), addDays(monday, 5)]) {
      await expect(page.getByRole("heading", { name: fullDate(moved) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: fullDate(addDays(monday, 2)) })).toHaveCount(0);

    await cards
      .nth(1)
      .getByRole("button", { name: `Delete ${taskName}` })
      .click();
    const remove = page.getByRole("alertdialog", { name: `Delete “${taskName}”?` });
    await remove.getByLabel("Delete").selectOption({ label: "This and the following ones" });
    await remove.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "2 tasks deleted");
    await expect(cards).toHaveCount(1);
  });

  test("a deactivated student's open browser is signed out, and they cannot sign in again", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { admin, students } = await newStudents(baseURL ?? "", 1);
    await admin.dispose();
    const [student] = students as [(typeof students)[number]];
    await signInAndLand(page, { email: student.email }, /\/dashboard$/);

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signInAndLand(adminPage, { name: "Ada Admin" }, /\/admin$/);
    await openUsersPage(adminPage, student.email);
    const row = adminPage.getByTestId(`user-row-${student.email}`);
    await expect(row).toContainText(student.name);
    await expectAccessibleInBothThemes(adminPage, "Users");
    await row.getByRole("button", { name: `Deactivate ${student.name}` }).click();
    await expectToast(adminPage, "User deactivated");
    await expect(row).toContainText("Deactivated");
    await adminContext.close();

    await page.getByRole("button", { name: "Next week" }).click();
    const ended = page.getByRole("alertdialog", { name: "Your session has ended" });
    await expect(ended).toBeVisible();
    await ended.getByRole("button", { name: "Sign in with Google" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose an account" });
    await chooser.getByLabel("Use another Google account").fill(student.email);
    await chooser.getByRole("button", { name: "Continue" }).click();
    await expectToast(page, /deactivated/);
  });

  test("an admin deletes a user after typing their e-mail", async ({ page, baseURL }) => {
    const { admin, students } = await newStudents(baseURL ?? "", 1);
    const [student] = students as [(typeof students)[number]];
    await admin.addTask({
      name: "Soon gone",
      instructions: "x",
      deadline: localDate(1),
      category: "Other",
      assignedTo: student.id,
    });
    await admin.dispose();

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await openUsersPage(page, student.email);
    const row = page.getByTestId(`user-row-${student.email}`);
    await expect(row.getByTestId("open-tasks")).toHaveText("1");
    await row.getByRole("button", { name: `Delete ${student.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${student.name}?` });
    await expect(confirm.getByRole("button", { name: "Delete user" })).toBeDisabled();
    await confirm.getByLabel(`Type ${student.email}`).fill(student.email);
    await expectAccessibleInBothThemes(page, "Delete user");
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await expectToast(page, "User deleted");
    await expect(page.getByText("No user matches.")).toBeVisible();
  });
});
