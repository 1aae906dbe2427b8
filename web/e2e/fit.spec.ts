import type { Locator, Page } from "@playwright/test";
import english from "../../common/locales/en.json" with { type: "json" };
import spanish from "../../common/locales/es.json" with { type: "json" };
import { routes } from "../src/config/routes";
import { AdminApi, sendProofAs, writeMessageAs } from "./support/api";
import { chooseFromAccountMenu, localDate, photo, signInAndLand, unique } from "./support/app";
import { expectNoEnglish } from "./support/english";
import { expectToFit } from "./support/fit";
import { expect, test } from "./support/test";

/**
 * Every screen and its main dialogs and menus, in each language the app speaks, on a phone (390 px) and a desktop
 * (1280 px), with long names where the app shows names: nothing scrolls sideways, no text is cut without its full
 * text at hand, none sticks out of its box (support/fit.ts); and in Spanish no English message shows or names
 * anything (support/english.ts). A student walks their screens, a supervisor the admin's.
 */
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object.
  viewport: async ({}, use, testInfo) =>
    use(testInfo.project.name === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 720 }),
});

type Catalogue = Record<string, string>;
const LANGUAGES = [
  { code: "en", name: "English", words: english as Catalogue },
  { code: "es", name: "Spanish", words: spanish as Catalogue },
] as const;

/** A message with its values, for a message without plurals or selects. */
const fill = (message: string, values: Record<string, string | number> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** A person's name and address as long as real ones get (the house's long-data journey's). */
const longPerson = (first: string, tag: string) => ({
  name: `${first} Featherstonehaugh-Cholmondeley ${tag}`,
  email: `${first.toLowerCase()}.featherstonehaugh.${tag}@studentmail.example.edu`,
});

/** The screens a walk has looked at, to hold it to every route of the manifest its person may open. */
function walker(page: Page, language: (typeof LANGUAGES)[number]) {
  const visited = new Set<string>();
  return {
    visited,
    words: language.words,
    say: (key: string, values?: Record<string, string | number>) => fill(language.words[key] ?? key, values),
    /** Checks the page as it stands: it fits, and in another language than English, none of English shows. */
    async look(screen: string) {
      visited.add(new URL(page.url()).pathname);
      await expectToFit(page, `${screen} (${language.name})`);
      if (language.code !== "en") await expectNoEnglish(page, language.words, `${screen} (${language.name})`);
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const topDialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog")).last();

async function closeWith(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const language of LANGUAGES) {
  test.describe(`Fit in ${language.name}`, () => {
    test(`a student's every screen, dialog and menu fits, in ${language.name}${language.code === "en" ? "" : ", with no English"}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const tag = unique();
      const student = longPerson("Maximiliana", tag);
      const today = localDate(0);
      const admin = await AdminApi.open(baseURL ?? "");
      const studentId = await admin.addUser({ ...student, role: "student", language: language.code });
      const task = (name: string, category: string, extra: Partial<Parameters<AdminApi["addTask"]>[0]> = {}) =>
        admin.addTask({
          name: `${name} ${tag}`,
          instructions: "Escucha el episodio dos veces y escribe un resumen de cinco frases con palabras nuevas.",
          deadline: today,
          category,
          assignedTo: studentId,
          ...extra,
        });
      const listening = `Escuchar el pódcast de la semana y resumirlo por escrito ${tag}`;
      const speaking = `Describir tu barrio en voz alta durante dos minutos ${tag}`;
      const reading = `Leer el capítulo tres de la novela graduada ${tag}`;
      await task("Escuchar el pódcast de la semana y resumirlo por escrito", "Listening");
      await task("Describir tu barrio en voz alta durante dos minutos", "Speaking");
      const sent = await task("Leer el capítulo tres de la novela graduada", "Reading");
      const verified = await task("Escribir una carta formal a la biblioteca", "Writing");
      const redo = await task("Fotografiar las notas de vocabulario", "Other");
      await task("Repasar los verbos irregulares", "Reading", {
        deadline: localDate(1),
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: localDate(8) },
      });
      await sendProofAs(baseURL ?? "", student.email, sent, await photo(400, 300));
      await sendProofAs(baseURL ?? "", student.email, redo, await photo(400, 300));
      await admin.review(studentId, redo, { decision: "redo", reason: "La foto está borrosa: hazla otra vez." });
      await admin.setStatus(verified, "completed");
      await admin.dispose();

      await signInAndLand(page, { email: student.email }, /\/dashboard$/);
      const walk = walker(page, language);
      const { say } = walk;
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      const todayPanel = page.getByRole("region", { name: say("dashboard.today") });
      await expect(todayPanel.getByText(listening)).toBeVisible();
      await walk.look("The dashboard");

      // The day's dialog, a task's instructions and history open.
      await page.getByTestId(`day-${today}`).click();
      const day = topDialog(page);
      await expect(day).toBeVisible();
      await day.getByRole("button", { name: listening }).click();
      await day.getByRole("button", { name: fill(walk.words["history.show"] ?? "", { count: 2 }) }).click();
      await walk.look("The day's dialog");
      // The task's thread (its history with it), and the box to write in.
      await day
        .getByRole("listitem")
        .filter({ hasText: listening })
        .getByRole("button", { name: new RegExp(`^${say("thread.show")}`) })
        .click();
      await expect(day.getByRole("textbox", { name: say("thread.write") })).toBeVisible();
      await walk.look("A task's thread");

      // A photo task's proof dialog, with a photo chosen.
      const itemOf = (name: string) => day.getByRole("listitem").filter({ hasText: name });
      await itemOf(listening)
        .getByRole("button", { name: say("task.sendProof") })
        .click();
      let proof = page.getByRole("dialog", { name: say("proof.title", { name: listening }) });
      await expect(proof).toBeVisible();
      await walk.look("The proof dialog");
      await proof
        .getByLabel(say("proof.photoLabel"))
        .setInputFiles({ name: "resumen-del-podcast-de-la-semana.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await expect(proof.getByRole("img", { name: new RegExp(say("proof.preview")) })).toBeVisible();
      await walk.look("The proof dialog with a photo chosen");
      await closeWith(page, proof);

      // A Speaking task's proof dialog, with its recording block.
      await itemOf(speaking)
        .getByRole("button", { name: say("task.sendProof") })
        .click();
      proof = page.getByRole("dialog", { name: say("proof.title", { name: speaking }) });
      // The block's own file input, whatever words it is in.
      await expect(proof.locator('input[type="file"][accept="audio/*"]')).toHaveCount(1);
      await walk.look("A Speaking task's proof dialog");
      await closeWith(page, proof);

      // A sent proof, and its larger preview.
      await itemOf(reading)
        .getByRole("button", { name: say("task.removeProof") })
        .click();
      proof = page.getByRole("dialog", { name: say("proof.title", { name: reading }) });
      await expect(proof).toBeVisible();
      await walk.look("A sent proof's dialog");
      await proof.getByRole("button", { name: say("proof.open", { name: reading }) }).click();
      const preview = page.getByRole("dialog", { name: say("preview.title") });
      await expect(preview).toBeVisible();
      await walk.look("The image preview");
      await closeWith(page, preview);
      await closeWith(page, proof);
      await closeWith(page, day);

      // The bell and the account menu.
      await page.getByRole("button", { name: new RegExp(`^${say("bell.heading")}`) }).click();
      const bell = page.getByRole("dialog");
      await expect(bell.getByRole("list", { name: say("bell.heading") })).toBeVisible();
      await walk.look("The bell");
      await closeWith(page, bell);
      await page.getByRole("button", { name: say("menu.account", { name: student.name }) }).click();
      await expect(page.getByRole("menuitem", { name: say("menu.profile") })).toBeVisible();
      await walk.look("The account menu");
      await page.getByRole("menuitem", { name: say("menu.profile") }).click();

      // Profile, then in edit mode.
      await expect(page.getByRole("heading", { level: 1, name: student.name })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(say("profile.moveToTask")) }).first()).toBeVisible();
      await walk.look("Profile");
      await page.getByRole("button", { name: say("common.edit"), exact: true }).click();
      await expect(page.getByRole("form", { name: say("profile.editForm") })).toBeVisible();
      await walk.look("Profile being edited");
      await page.getByRole("button", { name: say("common.cancel") }).click();

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: say("notFound.title") })).toBeVisible();
      await walk.look("The page not found");
      await page.goto("/");
      await expect(
        page
          .getByRole("button", { name: say("landing.toDashboard") })
          .or(page.getByRole("link", { name: say("landing.toDashboard") })),
      ).toBeVisible();
      await walk.look("The landing page");
      // Signed out: the landing page in the language the device kept.
      await chooseFromAccountMenu(
        page,
        say("menu.logout"),
        () => expect(page).toHaveURL(/\/$/),
        new RegExp(`^${escape(say("menu.account", { name: "" }))}`),
      );
      await expect(page.getByRole("button", { name: say("signIn.google") })).toBeVisible();
      await walk.look("The landing page, signed out");

      const own = routes.filter((row) => row.access !== "admin").map((row) => row.path);
      expect([...walk.visited].filter((path) => own.includes(path as never)).sort()).toEqual([...own].sort());
    });

    test(`a supervisor's every screen, dialog and menu fits, in ${language.name}${language.code === "en" ? "" : ", with no English"}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const tag = unique();
      const supervisor = longPerson("Bartholomew", tag);
      const first = longPerson("Maximiliana", tag);
      const second = longPerson("Konstantinos", tag);
      const groupName = `Conversación avanzada de los martes y jueves ${tag}`;
      const planName = `Lectura guiada de la novela graduada, un capítulo al día ${tag}`;
      const proofTaskName = `Describir tu barrio en voz alta durante dos minutos ${tag}`;
      const today = localDate(0);
      const admin = await AdminApi.open(baseURL ?? "");
      await admin.addUser({ ...supervisor, role: "admin", language: language.code });
      const firstId = await admin.addUser({ ...first, role: "student", language: language.code });
      const secondId = await admin.addUser({ ...second, role: "student", language: language.code });
      await admin.addGroup({
        name: groupName,
        description: "Martes y jueves, de 18:00 a 19:30, en la sala de lectura de la biblioteca",
        students: [firstId, secondId],
      });
      const instructions = "Lee el capítulo, subraya las palabras nuevas y escribe cinco frases con ellas.";
      await admin.addTask({
        name: planName,
        instructions,
        deadline: localDate(1),
        category: "Listening",
        assignedTo: [firstId, secondId],
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: localDate(9) },
      });
      await admin.addTask({
        name: `Escuchar el pódcast de la semana ${tag}`,
        instructions,
        deadline: today,
        category: "Listening",
        assignedTo: firstId,
      });
      const proofTask = await admin.addTask({
        name: proofTaskName,
        instructions,
        deadline: today,
        category: "Speaking",
        assignedTo: firstId,
      });
      await admin.dispose();
      await sendProofAs(baseURL ?? "", first.email, proofTask, await photo(400, 300));
      // A question waiting: its count stands beside the proofs' in the sidebar and the tabs, and in the inbox.
      await writeMessageAs(
        baseURL ?? "",
        first.email,
        proofTask,
        "¿Puedo grabarlo en el parque en lugar de en casa? Allí se oye mejor a los vecinos del barrio.",
      );

      await signInAndLand(page, { email: supervisor.email }, /\/admin$/);
      const walk = walker(page, language);
      const { say } = walk;
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);

      // Create New Task: its messages, the deadline's calendar, the group picker and the repeat section.
      const form = page.getByRole("form", { name: say("createTask.formLabel") });
      // The first screen on a stack just started waits for the function's cold start.
      await expect(
        form.getByRole("group", { name: say("createTask.assignTo") }).getByText(`${groupName} (2)`),
      ).toBeVisible({ timeout: 30_000 });
      await walk.look("Create New Task");
      await form.getByRole("button", { name: say("createTask.submit") }).click();
      await expect(form.getByText(say("validation.taskNameRequired"))).toBeVisible();
      await walk.look("Create New Task's messages");
      await form.getByLabel(say("createTask.deadline")).click();
      const calendar = page.getByRole("dialog", { name: say("datePicker.dialog") });
      await expect(calendar).toBeVisible();
      await walk.look("The deadline's calendar");
      await page.keyboard.press("Escape");
      await expect(calendar).toBeHidden();
      const picker = form.getByRole("group", { name: say("createTask.assignTo") });
      await picker.getByText(`${groupName} (2)`).click();
      await expect(form.getByTestId("follows-group")).toBeVisible();
      await walk.look("Create Task's group picker, a group chosen");
      await form.getByText(say("createTask.repeat"), { exact: true }).click();
      await expect(form.getByRole("group", { name: say("createTask.repeatOn") })).toBeVisible();
      await walk.look("Create Task's repeat section");

      // Plans and their dialogs.
      await page.goto("/admin/plans");
      const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: planName }) });
      await expect(plan).toBeVisible();
      await walk.look("Plans");
      for (const [button, dialog] of [
        [say("plans.edit"), page.getByRole("dialog", { name: say("plans.edit") })],
        [
          say("plans.manageStudents"),
          page.getByRole("dialog", { name: say("plans.studentsTitle", { name: planName }) }),
        ],
        [say("plans.delete"), page.getByRole("alertdialog", { name: say("plans.deleteTitle", { name: planName }) })],
      ] as const) {
        await plan.getByRole("button", { name: button, exact: true }).click();
        await expect(dialog).toBeVisible();
        await walk.look(`Plans: ${button}`);
        await closeWith(page, dialog);
      }

      // Groups and their dialogs.
      await page.goto("/admin/groups");
      const group = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: groupName }) });
      await expect(group).toBeVisible();
      await walk.look("Groups");
      for (const [button, dialog] of [
        [say("groups.students"), page.getByRole("dialog", { name: say("groups.studentsOf", { name: groupName }) })],
        [say("groups.edit"), page.getByRole("dialog", { name: say("groups.edit") })],
        [say("groups.delete"), page.getByRole("alertdialog", { name: say("groups.deleteTitle", { name: groupName }) })],
      ] as const) {
        await group.getByRole("button", { name: button, exact: true }).click();
        await expect(dialog).toBeVisible();
        await walk.look(`Groups: ${button}`);
        await closeWith(page, dialog);
      }

      // The class board, narrowed to the group (the choice narrows Verify and the inbox too), a cell and the export.
      await page.goto("/admin/board");
      await page.getByLabel(say("form.group"), { exact: true }).selectOption({ label: groupName });
      const row = page.getByTestId(`board-row-${first.email}`);
      await expect(row).toBeVisible();
      await expect(page.getByTestId(`board-row-${second.email}`)).toBeVisible();
      await walk.look("The class board");
      await row.getByRole("button").first().click();
      const cell = topDialog(page);
      await expect(cell.getByRole("button", { name: say("review.open", { name: proofTaskName }) })).toBeVisible();
      await walk.look("A cell of the board");
      await closeWith(page, cell);
      await page.getByRole("button", { name: say("board.exportOpen") }).click();
      await expect(page.getByRole("button", { name: say("board.export"), exact: true })).toBeVisible();
      await walk.look("The board's export");

      // The review inbox and its dialog, with the message of a send-back without a reason.
      await page.goto("/admin/verify/inbox");
      const item = page.getByTestId(/^inbox-item-/).filter({ hasText: proofTaskName });
      await expect(item).toBeVisible();
      await walk.look("The review inbox");
      // Its grid by task, a group chosen: the bar under it with the count, the comment and the approval.
      await page.getByRole("button", { name: say("inbox.asGrid") }).click();
      const proofGroup = page.getByRole("region", { name: new RegExp(`^${escape(proofTaskName)} · `) });
      await proofGroup.getByText(say("grid.chooseGroup", { count: 1 })).click();
      await expect(page.getByTestId("batch-bar")).toBeVisible();
      await walk.look("The review inbox's grid, a group chosen");
      await page.getByRole("button", { name: say("inbox.asList") }).click();
      await expect(item).toBeVisible();
      await item.getByRole("button", { name: say("review.open", { name: proofTaskName }) }).click();
      const review = page.getByRole("dialog", { name: say("review.title", { name: proofTaskName }) });
      await expect(review).toBeVisible();
      await walk.look("The review dialog");
      await review.getByRole("button", { name: say("review.redo") }).click();
      await expect(review.getByText(say("validation.redoReasonRequired"))).toBeVisible();
      await walk.look("The review dialog's message");
      await closeWith(page, review);
      await page.getByRole("button", { name: new RegExp(`^${say("inbox.questions")}`) }).click();
      await expect(page.getByRole("button", { name: new RegExp(`^${say("inbox.questions")}`) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await walk.look("The inbox's questions");

      // Verify: a student's tasks, a proof, its preview, the edit and delete dialogs.
      await page.goto("/admin/verify");
      await page
        .getByLabel(say("verify.student"), { exact: true })
        .selectOption({ label: `${first.name} (${first.email})` });
      const card = page.getByTestId(/^verify-task-/).filter({ hasText: proofTaskName });
      await expect(card).toBeVisible();
      await walk.look("Verify Student Tasks");
      await card.getByRole("button", { name: say("verify.showProof") }).click();
      await card
        .getByRole("button", { name: new RegExp(escape(say("proof.open", { name: proofTaskName }))) })
        .first()
        .click();
      const preview = page.getByRole("dialog", { name: say("preview.title") });
      await expect(preview).toBeVisible();
      await walk.look("Verify's proof preview");
      await closeWith(page, preview);
      await walk.look("Verify, a proof shown");
      for (const [button, dialog] of [
        [say("taskEdit.editName", { name: proofTaskName }), page.getByRole("dialog", { name: say("taskEdit.title") })],
        [
          say("verify.deleteLabel", { name: proofTaskName }),
          page.getByRole("alertdialog", { name: say("taskDelete.title", { name: proofTaskName }) }),
        ],
      ] as const) {
        await card.getByRole("button", { name: button }).click();
        await expect(dialog).toBeVisible();
        await walk.look(`Verify: ${button}`);
        await closeWith(page, dialog);
      }

      // Add New User: its messages, then a student's groups.
      await page.goto("/admin/add-users");
      const addUser = page.getByRole("form", { name: say("addUser.title") });
      await walk.look("Add New User");
      await addUser.getByRole("button", { name: say("addUser.submit") }).click();
      await expect(addUser.getByText(say("validation.emailRequired"))).toBeVisible();
      await walk.look("Add New User's messages");
      await addUser.getByLabel(say("users.role")).selectOption("student");
      await expect(addUser.getByRole("group", { name: say("groups.groups") })).toBeVisible();
      await walk.look("Add New User, a student's groups");

      // Users: the long names (the supervisor's role among them), then one student's edit and delete dialogs.
      await page.goto("/admin/users");
      const search = page.getByRole("searchbox", { name: say("users.search") });
      await search.fill(`featherstonehaugh.${tag}`);
      await expect(page.getByTestId(`user-row-${supervisor.email}`)).toContainText(say("role.admin"));
      await walk.look("Users");
      await search.fill(first.email);
      const user = page.getByTestId(`user-row-${first.email}`);
      await expect(user).toBeVisible();
      for (const [button, dialog] of [
        [
          say("users.editLabel", { name: first.name }),
          page.getByRole("dialog", { name: say("users.editLabel", { name: first.name }) }),
        ],
        [
          say("users.deleteLabel", { name: first.name }),
          page.getByRole("alertdialog", { name: say("users.deleteTitle", { name: first.name }) }),
        ],
      ] as const) {
        await user.getByRole("button", { name: button }).click();
        await expect(dialog).toBeVisible();
        await walk.look(`Users: ${button}`);
        await closeWith(page, dialog);
      }

      const own = routes.filter((route) => route.access === "admin").map((route) => route.path);
      expect([...walk.visited].filter((path) => own.includes(path as never)).sort()).toEqual([...own].sort());
    });
  });
}
