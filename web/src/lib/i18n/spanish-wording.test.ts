import { afterEach, beforeEach, describe, expect, it } from "vitest";
import screens from "@common/locales/es.json";
import server from "../../../../functions/locales/es.json";
import { showLanguage, t } from "./i18n";

/** Every Spanish message a person reads: the screens' and the server's. */
const SPANISH = [...Object.entries(screens), ...Object.entries(server)];

describe("The Spanish a reader sees", () => {
  beforeEach(async () => {
    await showLanguage("es");
  });
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When a task is assigned, then the notice names its category apart from the sentence", () => {
    expect(t("notice.assigned.message", { category: "Otra", name: "Leer un cuento", later: 0 })).toBe(
      "Tienes una tarea nueva (Otra): Leer un cuento.",
    );
    expect(t("notice.assigned.message", { category: "Lectura", name: "Leer", later: 2 })).toBe(
      "Tienes una tarea nueva (Lectura): Leer (y 2 tareas posteriores del plan).",
    );
    expect(
      t("notice.assignedMany.message", {
        count: 3,
        category: "Otra",
        name: "Leer",
        weekdays: "lun, mié",
        until: "4 dic",
      }),
    ).toBe("Tienes 3 tareas nuevas (Otra): Leer, lun, mié hasta el 4 dic.");
    expect(t("notice.joinedPlan.message", { count: 2, category: "Otra", name: "Leer", until: "4 dic" })).toBe(
      "Te uniste a un plan (Otra): 2 tareas, Leer, hasta el 4 dic.",
    );
  });

  it("When the messages of the review's table are read, then each says what a native reader expects", () => {
    expect(t("validation.deadlineInvalid")).toBe(
      "Elige una fecha límite entre el 1 de enero de 1900 y el 31 de diciembre de 2099",
    );
    expect(t("groups.outcome", { add: "2 estudiantes", remove: "1 estudiante" })).toBe(
      "2 estudiantes por añadir, 1 estudiante por quitar. Los planes del grupo darán los días que quedan a los " +
        "estudiantes añadidos y retirarán, desde hoy, los de los estudiantes quitados que no tengan evidencia.",
    );
    expect(t("reminder.behindBelow")).toBe("Umbral de atraso (% de tareas a tiempo)");
    expect(t("dashboard.doneOf", { done: 0, total: 1 })).toBe("Hechas: 0 de 1");
    expect(t("progress.skill", { category: "Lectura", done: 0, total: 1 })).toBe("Lectura: hechas 0 de 1");
    expect(t("profile.notProvided")).toBe("Sin indicar");
    expect(t("footer.accounts")).toBe(
      "No es posible registrarse: para obtener una cuenta de supervisor o de estudiante, solicítala por correo a su creador en",
    );
    expect(t("addUser.languageHint")).toBe("Idioma de la aplicación y de los mensajes que recibirá");
    expect(t("logout.explain", { count: 1 })).toBe(
      "Si cierras sesión, se eliminará de este dispositivo. Envíala primero, o descártala y cierra sesión.",
    );
    expect(t("logout.explain", { count: 2 })).toBe(
      "Si cierras sesión, se eliminarán de este dispositivo. Envíalas primero, o descártalas y cierra sesión.",
    );
    expect(t("validation.noProofOrTask")).toBe("No hay archivo de evidencia ni tarea seleccionada");
    expect(t("reminder.on")).toBe("Recordarme cada día");
    expect(t("progress.skills")).toBe("Destrezas de esta semana");
  });

  it("When a student's account is deactivated or listed, then the words fit a student of any gender", () => {
    expect(t("form.studentDeactivated", { name: "Lucía", email: "lucia@example.test" })).toBe(
      "Lucía (lucia@example.test) — cuenta desactivada",
    );
    expect(t("users.created", { date: "4 nov 2026" })).toBe("cuenta creada el 4 nov 2026");
    expect(t("users.deactivated")).toBe("Cuenta desactivada");
    expect(t("users.colCreated")).toBe("Alta");
  });
});

describe("The Spanish catalogues as a whole", () => {
  it("When anything is deleted, then it is said with one verb, eliminar, never borrar", () => {
    expect(SPANISH.filter(([, message]) => /\bb[oó]rr/i.test(message))).toEqual([]);
  });

  it("When a proof is meant, then it is 'evidencia', never 'prueba' (a learner reads 'test')", () => {
    expect(SPANISH.filter(([, message]) => /prueba/i.test(message))).toEqual([]);
  });

  it("When a size is written, then its unit stands apart from the number (5 MB)", () => {
    expect(SPANISH.filter(([, message]) => /\d(KB|MB|GB)/.test(message))).toEqual([]);
  });
});
