import { describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { planPreview } from "./plan-preview";

describe("planPreview", () => {
  it("When students and a repetition are chosen, then it says how many tasks, for whom and until when", () => {
    expect(planPreview(12, "2026-11-30", { weekdays: [1, 3, 5], until: "2026-12-11" })).toBe(
      "Creates 72 tasks for 12 students: Mon, Wed, Fri until 12/11/2026",
    );
  });

  it("When one student and no repetition are chosen, then one task", () => {
    expect(planPreview(1, "2026-11-30", null)).toBe("Creates 1 task for 1 student");
  });

  it("When nobody is chosen yet, then nothing is said", () => {
    expect(planPreview(0, "2026-11-30", null)).toBe("");
  });

  it("When the language shown is Spanish, then the end date is day first, as the date fields show it", async () => {
    await showLanguage("es");
    try {
      expect(planPreview(2, "2026-11-30", { weekdays: [1], until: "2026-12-07" })).toBe(
        "Crea 4 tareas para 2 estudiantes: lun hasta el 07/12/2026",
      );
    } finally {
      await showLanguage("en");
    }
  });
});
