import { beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { translatorFor, type Translate } from "../../src/i18n/translator";
import { studentReminder } from "../../src/reminders/reminder-message";

const task = (name: string, deadline: string, more: Partial<Task> = {}): Task =>
  ({
    _id: name,
    name,
    instructions: "",
    deadline,
    category: "Reading",
    assignedTo: "s1",
    status: "pending",
    ...more,
  }) as Task;
const student = { name: "Sofia <Student>", email: "sofia@taskplanner.test" };
const links = { appUrl: "https://app.test/dashboard?day=2026-11-26", unsubscribeUrl: "https://app.test/u?t=abc" };

let english: Translate;
let spanish: Translate;
beforeAll(async () => {
  [english, spanish] = await Promise.all([translatorFor("en"), translatorFor("es")]);
});

describe("A student's reminder", () => {
  it("When tasks are due today and one is overdue, then it names each with its category, in the app and by e-mail", () => {
    const reminder = studentReminder(
      student,
      [task("Read chapter 3", "2026-11-26"), task("Essay", "2026-11-24", { category: "Writing" })],
      "2026-11-26",
      links,
      english,
    );
    expect(reminder?.notification).toBe("Today: Read chapter 3 (Reading). Overdue: Essay (Writing).");
    expect(reminder?.mail.to).toBe("sofia@taskplanner.test");
    expect(reminder?.mail.message.subject).toBe("Task Planner — Today: 1 task, 1 overdue");
    expect(reminder?.mail.message.text).toContain("- Read chapter 3 (Reading)");
    expect(reminder?.mail.message.text).toContain(links.unsubscribeUrl);
    expect(reminder?.mail.message.html).toContain("Sofia &#60;Student&#62;");
    expect(reminder?.mail.message.headers["List-Unsubscribe"]).toBe(`<${links.unsubscribeUrl}>`);
    expect(reminder?.mail.message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("When nothing is due today and nothing is overdue, then there is no reminder", () => {
    const done = task("Done", "2026-11-26", { status: "completed" });
    const sent = task("Sent", "2026-11-25", { proofUrl: "/api/files/x" });
    const later = task("Later", "2026-11-27");
    expect(studentReminder(student, [done, sent, later], "2026-11-26", links, english)).toBeNull();
  });

  it("When a task was sent back to redo, then it counts as open", () => {
    const redo = task("Redo", "2026-11-20", { redoReason: "Too short" });
    expect(studentReminder(student, [redo], "2026-11-26", links, english)?.notification).toBe(
      "Nothing new is due today. Overdue: Redo (Reading).",
    );
  });

  it("When a student has more tasks than a reminder names, then it names ten of each list and counts the rest", () => {
    const many = Array.from({ length: 25 }, (_, i) => task(`Day ${i}`, "2026-11-26"));
    const late = Array.from({ length: 1100 }, (_, i) => task(`Old ${i}`, "2026-11-20"));
    const reminder = studentReminder(student, [...many, ...late], "2026-11-26", links, english);
    expect(reminder?.notification).toMatch(
      /^Today: Day 0 \(Reading\), .+, Day 9 \(Reading\) and 15 more\. Overdue: Old 0 .+ and 1090 more\.$/,
    );
    expect(reminder?.mail.message.text).toContain("- Day 9 (Reading)\n- and 15 more");
    expect(reminder?.mail.message.text).not.toContain("Day 10 ");
    expect(reminder?.mail.message.html).toContain("<li>and 1090 more</li>");
    expect(reminder?.mail.message.html.length).toBeLessThan(5000);
  });

  it("When the student's language is Spanish, then the notification and the e-mail are in Spanish", () => {
    const reminder = studentReminder(
      student,
      [task("Leer el capítulo 3", "2026-11-26"), task("Ensayo", "2026-11-24", { category: "Writing" })],
      "2026-11-26",
      links,
      spanish,
    );
    expect(reminder?.title).toBe("Tareas de hoy");
    expect(reminder?.notification).toBe("Hoy: Leer el capítulo 3 (Lectura). Atrasadas: Ensayo (Escritura).");
    expect(reminder?.mail.message.subject).toBe("Task Planner — Hoy: 1 tarea, 1 atrasada");
    expect(reminder?.mail.message.text).toContain("Hola, Sofia <Student>:");
    expect(reminder?.mail.message.text).toContain("- Leer el capítulo 3 (Lectura)");
    expect(reminder?.mail.message.html).toContain("No quiero más correos de recordatorio");
  });
});
