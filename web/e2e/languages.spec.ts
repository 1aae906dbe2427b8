import { AdminApi } from "./support/api";
import {
  chooseFromAccountMenu,
  expectAccessibleInBothThemes,
  expectToast,
  followLink,
  localDate,
  photo,
  pickStudents,
  signInAndLand,
  unique,
} from "./support/app";
import spanish from "../../common/locales/es.json" with { type: "json" };
import { expect, test } from "./support/test";

/** A day two months on whose number is not its month's (the 3rd, or the 4th in March): 03/02 cannot be 2 March. */
function unambiguousDay() {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 2, 3);
  if (day.getMonth() === 2) day.setDate(4);
  return day;
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const two = (value: number) => String(value).padStart(2, "0");
/** A date as Spanish types it: dd/MM/yyyy. */
const dayFirst = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;

/**
 * A learner's own language: a student who chooses Español in Profile sees their dashboard, dialogs, bell and
 * toasts in Spanish, with Spanish dates, on this device and the next; their supervisor keeps English.
 */
test.describe("Each person's language", () => {
  test("a student chooses Español in Profile and the app follows; the supervisor keeps English and sees the work", async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `espanol-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, "Sofía Español");
    const taskName = `Leer un cuento ${unique()}`;
    const taskId = await admin.addTask({
      name: taskName,
      instructions: "Lee el cuento en voz alta.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: studentId,
    });

    await signInAndLand(page, { email }, /\/dashboard$/);
    await expect(page.getByRole("region", { name: "Today" })).toBeVisible();

    await chooseFromAccountMenu(page, "My Profile", () => expect(page).toHaveURL(/\/profile$/));
    await page.getByLabel("Language").selectOption("es");
    await expectToast(page, "Idioma guardado");
    await expect(page.getByRole("heading", { name: "Idioma" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectAccessibleInBothThemes(page, "Profile in Spanish");

    await chooseFromAccountMenu(page, "Panel", () => expect(page).toHaveURL(/\/dashboard$/), /^Menú de la cuenta de /);
    const today = page.getByRole("region", { name: "Hoy" });
    await expect(today.getByRole("listitem").filter({ hasText: taskName })).toContainText("Pendiente de evidencia");
    const card = page.getByTestId(`day-${localDate(0)}`);
    await expect(card).toContainText("1 tarea");
    await expect(card).toContainText(/Hoy/);
    await expect(page.getByTestId("week-progress")).toHaveText("Hechas: 0 de 1");
    await expectAccessibleInBothThemes(page, "The dashboard in Spanish");

    // The day's dialog, then the proof dialog from today's panel, and the toast, all in Spanish.
    await card.click();
    const day = page.getByRole("dialog", { name: / - Tareas$/ });
    await expect(day).toContainText("Lectura");
    await day.getByRole("button", { name: "Cerrar" }).last().click();
    await expect(day).toBeHidden();
    await today.getByRole("button", { name: "Enviar evidencia" }).click();
    const proof = page.getByRole("dialog", { name: `Evidencia de ${taskName}` });
    await proof
      .getByLabel("Foto de evidencia")
      .setInputFiles({ name: "cuento.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await proof.getByRole("button", { name: "Enviar evidencia" }).click();
    await expectToast(page, "Evidencia enviada");
    await expect(today.getByRole("button", { name: "Quitar evidencia" })).toBeVisible();

    // The supervisor verifies it: the student's bell says so in Spanish.
    await admin.setStatus(taskId, "completed");
    await admin.dispose();
    await page.reload();
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    const bell = page.getByRole("dialog");
    await expect(bell.getByText("Tarea verificada").first()).toBeVisible();
    await expect(
      bell.getByText(`Tu evidencia de «${taskName}» fue verificada: la tarea está completada.`),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // Ada, on her own device, keeps English and sees Sofía's work as before.
    const adaContext = await browser.newContext({ baseURL });
    const ada = await adaContext.newPage();
    await signInAndLand(ada, { name: "Ada Admin" }, /\/admin$/);
    await expect(ada.getByRole("heading", { level: 1, name: "Create New Task" })).toBeVisible();
    await expect(ada.locator("html")).toHaveAttribute("lang", "en");
    await adaContext.close();

    // Sofía's language is on her record: a new device opens in Spanish once she signs in.
    const secondDevice = await browser.newContext({ baseURL });
    const second = await secondDevice.newPage();
    await signInAndLand(second, { email }, /\/dashboard$/);
    await expect(second.getByRole("region", { name: "Hoy" })).toBeVisible();
    await secondDevice.close();
  });

  test("a supervisor whose account was made in Spanish works in Spanish: Create New Task, its messages and dates, Verify and the lists", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `supervisor-${unique()}@taskplanner.test`;
    await admin.addUser({ email, name: "Álvaro Supervisor", role: "admin", language: "es" });
    const student = { email: `alumna-${unique()}@taskplanner.test`, name: `Lucía ${unique()}` };
    await admin.addStudent(student.email, student.name);
    await admin.dispose();

    await signInAndLand(page, { email }, /\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: spanish["route.admin"] })).toBeVisible();
    const form = page.getByRole("form", { name: spanish["createTask.formLabel"] });
    // Nothing filled in: the shared validation messages, in Spanish.
    await form.getByRole("button", { name: spanish["createTask.submit"] }).click();
    await expect(form.getByText(spanish["validation.taskNameRequired"])).toBeVisible();
    await expect(form.getByText(spanish["validation.assigneeRequired"])).toBeVisible();
    await expectAccessibleInBothThemes(page, "Create New Task in Spanish");

    const taskName = `Escuchar un pódcast ${unique()}`;
    await form.getByLabel(spanish["createTask.taskName"]).fill(taskName);
    await form.getByLabel(spanish["createTask.instructions"]).fill("Escucha el episodio y escribe cinco frases.");
    await form.getByLabel(spanish["createTask.category"]).selectOption("Listening");
    // The deadline's calendar names its months, weekdays and buttons in Spanish too.
    await form.getByLabel(spanish["createTask.deadline"]).click();
    const calendar = page.getByRole("dialog", { name: spanish["datePicker.dialog"] });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole("heading", { level: 2 })).toHaveText(
      /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/,
    );
    await expect(calendar.getByRole("button", { name: spanish["datePicker.nextMonth"] })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();

    // Dates are typed and read day first in Spanish: a day that cannot be taken for its month.
    const due = unambiguousDay();
    const deadline = form.getByLabel(spanish["createTask.deadline"]);
    await deadline.fill(dayFirst(due));
    await page.keyboard.press("Escape");
    await expect(deadline).toHaveValue(dayFirst(due));
    await deadline.click();
    await expect(calendar.getByRole("heading", { level: 2 })).toHaveText(
      new Intl.DateTimeFormat("es", { month: "long", year: "numeric" }).format(due).replace(" de ", " "),
    );
    await page.keyboard.press("Escape");
    await pickStudents(form, [student], {
      group: spanish["createTask.assignTo"],
      search: spanish["form.searchStudents"],
    });
    // The repeat's end date, in its field and in the preview, reads day first too.
    await form.getByText(spanish["createTask.repeat"], { exact: true }).click();
    const until = form.getByLabel(spanish["createTask.until"]);
    await expect(until).toHaveValue(dayFirst(addDays(due, 27)));
    await until.fill(dayFirst(addDays(due, 14)));
    await page.keyboard.press("Escape");
    await expect(form.getByTestId("plan-preview")).toContainText(`hasta el ${dayFirst(addDays(due, 14))}`);
    await form.getByText(spanish["createTask.repeat"], { exact: true }).click();
    await expect(until).toBeHidden();

    await form.getByRole("button", { name: spanish["createTask.submit"] }).click();
    await expectToast(page, "Tarea creada correctamente");

    const sidebar = page.getByRole("navigation", { name: spanish["adminNav.label"] });
    await followLink(page, sidebar.getByRole("link", { name: spanish["adminNav.adminUsers"], exact: true }));
    await expect(page.getByRole("heading", { level: 1, name: spanish["route.adminUsers"] })).toBeVisible();
    // A class of many: the list shows a window of them, so the student is searched for, as a supervisor would.
    await page.getByRole("searchbox", { name: spanish["users.search"] }).fill(student.email);
    await expect(page.getByText(student.name).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "Users in Spanish");

    // Verify lists the task under the day that was typed, written out in Spanish.
    await followLink(page, sidebar.getByRole("link", { name: spanish["adminNav.adminVerify"], exact: true }));
    await page.getByLabel(spanish["verify.student"]).selectOption({ label: `${student.name} (${student.email})` });
    const day = new Intl.DateTimeFormat("es", { dateStyle: "full" }).format(due);
    await expect(page.getByRole("region", { name: day })).toContainText(taskName);
  });
});
