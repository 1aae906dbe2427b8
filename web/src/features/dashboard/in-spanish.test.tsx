import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { summarize } from "@common/progress";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { DayCard } from "./components/day-card";
import { TodayPanel } from "./components/today-panel";

const MONDAY = "2026-11-23";

describe("The dashboard in Spanish", () => {
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When a student's language is Spanish, then today's work, its button and the day's count are in Spanish", async () => {
    await showLanguage("es");
    const task = testTask("t1", MONDAY, { name: "Leer un cuento" });
    renderWithApp(
      <>
        <TodayPanel tasks={[task]} onProof={() => {}} />
        <DayCard date={MONDAY} summary={summarize([task], MONDAY)} isToday onOpen={() => {}} />
      </>,
      { user: testUser() },
    );
    expect(await screen.findByRole("heading", { name: "Hoy" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Enviar evidencia" })).toBeVisible();
    expect(screen.getByText("1 tarea")).toBeVisible();
    expect(screen.getByText("Lunes")).toBeVisible();
    expect(screen.getByText("23 nov · Hoy")).toBeVisible();
  });

  it("When the language changes while the dashboard shows, then what it shows changes with it", async () => {
    const task = testTask("t1", MONDAY, { name: "Read a story" });
    renderWithApp(<DayCard date={MONDAY} summary={summarize([task], MONDAY)} isToday={false} onOpen={() => {}} />, {
      user: testUser(),
    });
    expect(await screen.findByText("1 task(s)")).toBeVisible();
    expect(screen.getByText("Monday")).toBeVisible();
    await act(() => showLanguage("es"));
    expect(await screen.findByText("1 tarea")).toBeVisible();
    expect(screen.getByText("Lunes")).toBeVisible();
  });

  it("When a language is shown, then the page names it and its direction for the browser and assistive technology", async () => {
    await showLanguage("es");
    expect(document.documentElement.lang).toBe("es");
    expect(document.documentElement.dir).toBe("ltr");
  });
});
