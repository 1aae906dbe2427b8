import { AdminApi } from "./support/api";
import {
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  logout,
  signInAndLand,
  unique,
} from "./support/app";
import { mailTo, runReminderJob } from "./support/mail";
import { expect, test } from "./support/test";

/** Add Users' "Add many": a class pasted from a spreadsheet, mended in the preview, added and invited by e-mail. */
test.describe("Add many", () => {
  test("a class of 30 pasted from a spreadsheet: two rows mended, all added to B1 evening and its plan, invited in their languages; one signs in from the invitation and sees their week", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const u = unique();
    const group = `B1 evening ${u}`;
    const plan = `Evening reading ${u}`;
    const admin = await AdminApi.open(baseURL ?? "");
    const first = await admin.addStudent(`first-${u}@taskplanner.test`, "Fiona First");
    const groupId = await admin.addGroup({ name: group, students: [first] });
    await admin.addTask({
      name: plan,
      instructions: "A page a day.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: [first],
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: localDate(6) },
      groupId,
    });
    await admin.dispose();

    // The class as a spreadsheet holds it: a row of column names, then one person a line, tab-separated.
    const pupils = Array.from({ length: 30 }, (_, i) => ({
      email: `pupil${i}-${u}@taskplanner.test`,
      name: `Pupil ${String.fromCharCode(65 + (i % 26))}${i}`,
      language: i % 2 === 0 ? "en" : "es",
    }));
    const line = (pupil: (typeof pupils)[number]) => `${pupil.email}\t${pupil.name}\t${pupil.language}`;
    const pupil = (at: number) => {
      const found = pupils[at];
      if (!found) throw new Error(`No pupil ${at}`);
      return found;
    };
    const [typo, short] = [pupil(5), pupil(12)];
    const pasted = [
      "Email\tName\tLanguage",
      ...pupils.map((each) =>
        each === typo
          ? line({ ...each, email: each.email.replace("@", "") })
          : each === short
            ? line({ ...each, name: "J" })
            : line(each),
      ),
    ].join("\n");

    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await followLink(page, page.getByRole("link", { name: "Add Users" }));
    await expect(page).toHaveURL(/\/admin\/add-users$/);
    // The spec's card stays as it is, its invitation box on by default.
    const form = page.getByRole("form", { name: "Add New User" });
    await expect(form.getByRole("checkbox", { name: "Send an invitation e-mail" })).toBeChecked();

    const many = page.getByRole("region", { name: "Add many at once" });
    const box = many.getByLabel("People to add, one a line");
    await box.fill(pasted);
    await expect(many.getByText("30 rows: 28 ready to add, 2 to mend.")).toBeVisible();
    const rows = many.getByRole("list", { name: "The list's rows" }).getByRole("listitem");
    await expect(rows).toHaveCount(30);
    // Each problem stands in its row, in the spec's words (the header is line 1).
    const typoRow = rows.filter({ hasText: "Line 7" });
    const shortRow = rows.filter({ hasText: "Line 14" });
    await expect(typoRow).toContainText("Please enter a valid email address");
    await expect(shortRow).toContainText("Name must be at least 2 characters");
    await expect(many.getByRole("button", { name: "Add 28 users" })).toBeEnabled();
    await expectAccessibleInBothThemes(page, "Add many with two rows to mend");

    // "Mend line N" selects the row in the box: what is typed replaces it.
    await typoRow.getByRole("button", { name: "Mend line 7" }).click();
    await page.keyboard.insertText(line(typo));
    await shortRow.getByRole("button", { name: "Mend line 14" }).click();
    await page.keyboard.insertText(line(short));
    await expect(many.getByText("30 rows: 30 ready to add, 0 to mend.")).toBeVisible();

    await many.getByRole("group", { name: "Groups for every student in the list" }).getByText(group).click();
    await expect(many.getByRole("checkbox", { name: "Send an invitation e-mail" })).toBeChecked();
    await many.getByRole("button", { name: "Add 30 users" }).click();
    await expectToast(page, "30 users added.");
    await expect(many.getByRole("status").filter({ hasText: "30 users added." })).toBeVisible();
    // The rows made leave the box.
    await expect(box).not.toHaveValue(/@/);

    // Users shows them as invited, in the group, with the invitation to send again.
    await followLink(page, page.getByRole("link", { name: "Users", exact: true }));
    const shown = pupil(3);
    await page.getByRole("searchbox").fill(shown.email);
    const listed = page.getByText(shown.email, { exact: true }).first();
    await expect(listed).toBeVisible();
    await expect(page.getByText("Invited · not signed in")).toBeVisible();
    await expect(page.getByText(new RegExp(group)).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Send the invitation again to ${shown.name}` })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Users with an invited student");
    await logout(page);

    // The outbox goes as the reminders do: 30 invitations in the local inbox, each in its student's language.
    await runReminderJob();
    for (const { email, language } of pupils) {
      const mail = await mailTo(email);
      expect(mail, email).toHaveLength(1);
      const [invitation] = mail;
      if (language === "es") {
        expect(invitation?.subject).toBe("Task Planner — Ada Admin te ha añadido a Task Planner");
        expect(invitation?.text).toContain(`Inicia sesión con Google usando esta dirección: ${email}`);
        expect(invitation?.text).toContain(`Tus grupos: ${group}.`);
      } else {
        expect(invitation?.subject).toBe("Task Planner — Ada Admin added you to Task Planner");
        expect(invitation?.text).toContain(`Sign in with Google using this address: ${email}`);
        expect(invitation?.text).toContain(`Your groups: ${group}.`);
      }
    }

    // One of them follows the invitation's link, signs in with that address and sees their week: the plan's days.
    const student = pupil(2);
    const text = (await mailTo(student.email))[0]?.text ?? "";
    const link = /Open Task Planner: (\S+)/.exec(text)?.[1] ?? "";
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose an account" });
    await chooser.getByLabel("Use another Google account").fill(student.email);
    await chooser.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("region", { name: "Today" })).toContainText(plan);
    // Every day of the week shown from today on holds the plan's task for that day.
    await expect(page.getByTestId(`day-${localDate(0)}`)).toContainText("1 to do");
    for (let day = 1; day <= 6; day += 1) {
      const shownDay = page.getByTestId(`day-${localDate(day)}`);
      if ((await shownDay.count()) > 0) await expect(shownDay).toContainText("1 to do");
    }
  });
});
