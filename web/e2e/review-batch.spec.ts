import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AdminApi, sendProofAs } from "./support/api";
import { loadMoreUntil } from "./support/inbox";
import {
  expectAccessibleInBothThemes,
  followLink,
  localDate,
  logout,
  photo,
  signInAndLand,
  unique,
} from "./support/app";

/** The inbox's grid, with the task's group found as an admin would. */
async function openGroup(page: Page, taskName: string) {
  await followLink(page, page.getByRole("link", { name: /^Review inbox/ }));
  await expect(page.getByRole("heading", { name: "Review inbox", level: 1 })).toBeVisible();
  const grid = page.getByRole("button", { name: "Grid by task" });
  await grid.click();
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  const group = page.getByRole("region", { name: new RegExp(`^${taskName} · due `) });
  await expect(group.or(page.getByTestId("proof-group"))).not.toHaveCount(0);
  return loadMoreUntil(page, group, page.getByTestId(/^grid-item-/));
}

test.describe("The review loop, many at once", () => {
  test("a supervisor approves a task's proofs from the grid with one comment, sees a proof changed meanwhile left waiting with why, and each student is told once", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? "";
    const taskName = `Reading log ${unique()}`;
    const admin = await AdminApi.open(base);
    const students = [];
    for (const first of ["Ana", "Ben", "Cleo"]) {
      const email = `${first.toLowerCase()}-${unique()}@example.test`;
      const name = `${first} ${unique()}`;
      students.push({ email, name, id: await admin.addStudent(email, name) });
    }
    const [ana, ben, cleo] = students;
    if (!ana || !ben || !cleo) throw new Error("three students");
    // One plan's day for the three: the grid's group.
    await admin.addTask({
      name: taskName,
      instructions: "Read a page and send a photo of your notes.",
      deadline: localDate(5),
      category: "Reading",
      assignedTo: students.map((student) => student.id),
    });
    const taskOf = async (studentId: string) =>
      (await admin.tasksOf(studentId)).find((task) => task.name === taskName)?._id ?? "";
    const tasks = { ana: await taskOf(ana.id), ben: await taskOf(ben.id), cleo: await taskOf(cleo.id) };
    await sendProofAs(base, ana.email, tasks.ana, await photo());
    await sendProofAs(base, ben.email, tasks.ben, await photo(600, 800));
    await sendProofAs(base, cleo.email, tasks.cleo, await photo());
    await admin.dispose();

    // The supervisor switches to the grid and chooses the whole group.
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    let group = await openGroup(page, taskName);
    await expect(group.getByRole("img", { name: new RegExp(`proof for ${taskName}$`) })).toHaveCount(3);
    await group.getByText("Choose all 3").click();
    await expect(group.getByRole("checkbox", { name: "Choose all 3" })).toBeChecked();
    await expect(group.getByText("3 of 3 chosen")).toBeVisible();
    for (const student of students) await expect(group.getByRole("checkbox", { name: student.name })).toBeChecked();
    const bar = page.getByTestId("batch-bar");
    await bar.getByLabel("Comment for each student (optional)").fill("Lovely notes, all of you!");
    await expectAccessibleInBothThemes(page, "The review inbox's grid, a group chosen");

    // Cleo sends a better photo while the supervisor looks: hers is left waiting, with why.
    await sendProofAs(base, cleo.email, tasks.cleo, await photo(640, 480));
    await bar.getByRole("button", { name: "Approve 3 proofs" }).click();
    await expect(bar.getByRole("status")).toHaveText("2 tasks approved; 1 left as it was.");
    const reason = "The student changed the proof since you opened it: look at the new one before you decide.";
    await expect(page.getByRole("heading", { name: "Not approved" })).toBeVisible();
    await expect(page.getByText(`${taskName} (${cleo.name}): ${reason}`)).toBeVisible();
    group = page.getByRole("region", { name: new RegExp(`^${taskName} · due `) });
    await expect(group.getByText(`Not approved: ${reason}`)).toBeVisible();
    await expect(group.getByRole("checkbox")).toHaveCount(2);
    await expect(group.getByRole("checkbox", { name: cleo.name })).not.toBeChecked();
    await expectAccessibleInBothThemes(page, "The review inbox's grid after a batch approval");

    // The grid is remembered on this device.
    await page.reload();
    await expect(page.getByRole("button", { name: "Grid by task" })).toHaveAttribute("aria-pressed", "true");
    await logout(page);

    // Ana sees the approval once, with the comment; Cleo's task still awaits review.
    await signInAndLand(page, { email: ana.email }, /\/dashboard$/);
    await expect(page.getByTestId("week-progress")).toBeVisible();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const told = page.getByRole("dialog").getByRole("listitem").filter({ hasText: "Task verified" });
    await expect(told).toHaveCount(1);
    await expect(told).toContainText(`Your proof for "${taskName}" was verified`);
    await expect(told).toContainText("Feedback: Lovely notes, all of you!");
    await page.keyboard.press("Escape");
    await logout(page);
    await signInAndLand(page, { email: cleo.email }, /\/dashboard$/);
    await expect(page.getByTestId("week-progress")).toBeVisible();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("dialog").getByRole("listitem").filter({ hasText: "Task verified" })).toHaveCount(0);
  });
});
