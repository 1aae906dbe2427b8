import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  logout,
  nextMonday,
  signInAndLand,
  unique,
} from "./support/app";
import { expect, test } from "./support/test";

const mmddyyyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const addDays = (date: string, days: number) => localDate(days, new Date(`${date}T12:00:00`));

/**
 * A supervisor's class as a group: made with two students, given a Mon/Wed/Fri reading plan through Create
 * Task's picker, then joined by a third student (who gets the plan's days) and left by one (who loses hers).
 */
test.describe("Groups", () => {
  // The demo admin is every journey's: whatever happens here, the next journey sees every student.
  test.afterEach(async ({ baseURL }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    await admin.showGroup(null);
    await admin.dispose();
  });

  test("a group gets a plan that follows it: a joiner gets its days, a leaver loses hers", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const tag = unique();
    const group = `B1 evening ${tag}`;
    const admin = await AdminApi.open(baseURL ?? "");
    const sofia = { name: `Sofia ${tag}`, email: `sofia-${tag}@example.test` };
    const mei = { name: `Mei ${tag}`, email: `mei-${tag}@example.test` };
    const liam = { name: `Liam ${tag}`, email: `liam-${tag}@example.test` };
    for (const student of [sofia, mei, liam]) await admin.addStudent(student.email, student.name);
    await admin.dispose();

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Groups", exact: true }));
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    const newGroup = page.getByRole("form", { name: "New group" });
    await newGroup.getByLabel("Group name").fill(group);
    await newGroup.getByLabel("Description (optional)").fill("Tuesdays and Thursdays, 18:00");
    await newGroup.getByRole("button", { name: "Create group" }).click();
    await expectToast(page, `Group "${group}" created`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: group }) });
    await expect(card).toContainText("0 students");

    // The same name, whatever its case, is refused under the field.
    await newGroup.getByLabel("Group name").fill(group.toUpperCase());
    await newGroup.getByRole("button", { name: "Create group" }).click();
    await expect(newGroup.getByText("There is already a group with this name")).toBeVisible();

    await card.getByRole("button", { name: "Students" }).click();
    let students = page.getByRole("dialog", { name: `Students of ${group}` });
    for (const student of [sofia, mei]) {
      await students.getByRole("searchbox", { name: "Search students" }).fill(student.email);
      await students.getByText(`${student.name} (${student.email})`).click();
    }
    await students.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "2 students joined the group.");
    await expect(card.getByRole("list", { name: `Students of ${group}` })).toContainText(
      `${mei.name} · no tasks due yet${sofia.name} · no tasks due yet`,
    );
    await expectAccessibleInBothThemes(page, "Groups");

    // The plan: Mon, Wed and Fri of next week, for the group chosen in the picker.
    const monday = nextMonday();
    await followLink(page, page.getByRole("link", { name: "Add Tasks", exact: true }));
    const form = page.getByRole("form", { name: "Create New Task" });
    await form.getByLabel("Task Name").fill(`Graded reader ${tag}`);
    await form.getByLabel("Instructions").fill("Read a chapter and note five new words.");
    await form.getByLabel("Deadline").fill(mmddyyyy(monday));
    await form.getByLabel("Deadline").press("Enter");
    await form.getByLabel("Category").selectOption("Reading");
    const picker = form.getByRole("group", { name: "Assign to User" });
    // The group's students ticked one by one are theirs, not the group's: the group is not chosen, and it says so.
    for (const student of [sofia, mei]) {
      await picker.getByRole("searchbox", { name: "Search students" }).fill(student.email);
      await picker.getByText(`${student.name} (${student.email})`).click();
    }
    await picker.getByRole("searchbox", { name: "Search students" }).fill("");
    const groupBox = picker.getByRole("checkbox", { name: `${group} (2)` });
    await expect(groupBox).not.toBeChecked();
    await expect(form.getByTestId("follows-group")).toContainText(
      `Every student of ${group} is ticked one by one: the task is theirs, not the group's`,
    );
    // Ticking the group itself chooses it, with the same students.
    await picker.getByRole("list", { name: "Groups" }).getByText(`${group} (2)`).click();
    await expect(groupBox).toBeChecked();
    await expect(picker.getByRole("checkbox", { name: `${sofia.name} (${sofia.email})` })).toBeChecked();
    await expect(picker.getByRole("checkbox", { name: `${mei.name} (${mei.email})` })).toBeChecked();
    await expect(form.getByTestId("follows-group")).toContainText(`The plan follows ${group}`);
    await form.getByText("Repeat", { exact: true }).click();
    const weekdays = form.getByRole("group", { name: "Repeat on" });
    await weekdays.getByText("Wed", { exact: true }).click();
    await weekdays.getByText("Fri", { exact: true }).click();
    await form.getByLabel("Until").fill(mmddyyyy(addDays(monday, 6)));
    await form.getByLabel("Until").press("Enter");
    await form.getByRole("button", { name: "Create Task" }).click();
    await expectToast(page, "6 tasks created successfully");

    // Liam joins (the plan's three days are his), Mei leaves (hers go).
    await followLink(page, page.getByRole("link", { name: "Groups", exact: true }));
    await card.getByRole("button", { name: "Students" }).click();
    students = page.getByRole("dialog", { name: `Students of ${group}` });
    for (const student of [liam, mei]) {
      await students.getByRole("searchbox", { name: "Search students" }).fill(student.email);
      await students.getByText(`${student.name} (${student.email})`).click();
    }
    await students.getByRole("button", { name: "Save" }).click();
    await expectToast(
      page,
      "1 student joined the group and 1 left. Its plans added 3 tasks and deleted 3 from today on.",
    );

    await followLink(page, page.getByRole("link", { name: "Plans", exact: true }));
    const plan = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `Graded reader ${tag}` }) });
    await expect(plan.getByTestId("plan-group")).toContainText(`Follows the group ${group}`);
    await expect(plan).toContainText("2 students: ");
    await expect(plan).toContainText(sofia.name);
    await expect(plan).toContainText(liam.name);
    await expect(plan).not.toContainText(mei.name);
    await expect(plan.getByTestId("plan-counts")).toHaveText("0 done · 0 awaiting review · 6 to do");

    // The board narrowed to the group: its students only, and still so after a reload (the choice is kept).
    await followLink(page, page.getByRole("link", { name: "Class Board", exact: true }));
    await expect(page.getByLabel("Group", { exact: true })).toHaveAccessibleDescription(
      "One choice for the class board, Verify Tasks, the review inbox, the summary on Add Tasks and your morning digest.",
    );
    await page.getByLabel("Group", { exact: true }).selectOption({ label: group });
    const row = (student: { email: string }) => page.getByTestId(`board-row-${student.email}`);
    await expect(row(sofia)).toBeVisible();
    await expect(row(liam)).toBeVisible();
    await expect(row(mei)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Group", { exact: true }).locator("option:checked")).toHaveText(group);
    await expect(row(liam)).toBeVisible();
    await expect(row(mei)).toHaveCount(0);
    await expectAccessibleInBothThemes(page, "Class Board of a group");
    // The review inbox is narrowed by the same choice.
    await followLink(page, page.getByRole("link", { name: "Review inbox" }));
    await expect(page.getByLabel("Group", { exact: true }).locator("option:checked")).toHaveText(group);
    // It says how many of the proofs the sidebar counts are the group's.
    await expect(page.getByTestId("inbox-counts")).toHaveText(
      new RegExp(`^Awaiting review: 0 in ${group} · \\d+ in all$`),
    );
    // Verify's student list holds the group's students only.
    await followLink(page, page.getByRole("link", { name: "Verify Tasks", exact: true }));
    const choices = page.getByLabel("Student", { exact: true }).locator("option");
    await expect(choices.filter({ hasText: liam.name })).toHaveCount(1);
    await expect(choices.filter({ hasText: mei.name })).toHaveCount(0);
    await page.getByLabel("Group", { exact: true }).selectOption({ label: "All students" });
    await expect(choices.filter({ hasText: mei.name })).toHaveCount(1);
    await logout(page);

    await signInAndLand(page, { email: liam.email }, /\/dashboard$/);
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByTestId(`day-${addDays(monday, 2)}`)).toContainText("1 task(s)");
    await logout(page);
    await signInAndLand(page, { email: mei.email }, /\/dashboard$/);
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByTestId(`day-${addDays(monday, 2)}`)).toContainText("0 task(s)");
  });
});
