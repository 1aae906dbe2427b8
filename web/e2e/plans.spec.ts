import { AdminApi } from "./support/api";
import { expectAccessibleInBothThemes, expectToast, followLink, localDate, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

/**
 * A plan handled as one thing. A term plan for two students is listed with its days and counts; the
 * supervisor renames it from today on, takes a student out, and deletes its future part, each in one action.
 */
test.describe("Plans", () => {
  test("a plan for two students is edited, loses a student and its future part, each in one action", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const tag = unique();
    const name = `Term reading ${tag}`;
    const admin = await AdminApi.open(baseURL ?? "");
    const ana = await admin.addStudent(`ana-${tag}@example.test`, `Ana ${tag}`);
    const ben = await admin.addStudent(`ben-${tag}@example.test`, `Ben ${tag}`);
    const start = localDate(1);
    await admin.addTask({
      name,
      instructions: "Read a chapter.",
      deadline: start,
      category: "Reading",
      assignedTo: [ana, ben],
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: localDate(13) },
    });
    await admin.dispose();

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Plans", exact: true }));
    await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(plan).toContainText(`2 students: Ana ${tag}, Ben ${tag}`);
    await expect(plan.getByTestId("plan-counts")).toHaveText("0 done · 0 awaiting review · 26 to do");
    await expectAccessibleInBothThemes(page, "Plans");

    await plan.getByRole("button", { name: "Edit plan" }).click();
    const edit = page.getByRole("dialog", { name: "Edit plan" });
    await edit.getByLabel("Task Name").fill(`${name}, revised`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "26 tasks changed");
    const revised = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${name}, revised` }) });
    await expect(revised).toBeVisible();

    await revised.getByRole("button", { name: "Students" }).click();
    const students = page.getByRole("dialog", { name: `Students of ${name}, revised` });
    await students.getByText(`Ben ${tag}`).click();
    await expect(students.getByText("0 to add (they get the plan's remaining days), 1 to remove")).toBeVisible();
    await students.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Deleted 13 tasks from today on.");
    await expect(revised).toContainText(`1 student: Ana ${tag}`);
    await expect(revised.getByTestId("plan-counts")).toHaveText("0 done · 0 awaiting review · 13 to do");

    await revised.getByRole("button", { name: "Delete plan" }).click();
    const remove = page.getByRole("alertdialog", { name: `Delete ${name}, revised?` });
    await remove.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "13 tasks deleted");
    await expect(revised).toHaveCount(0);
  });
});
