import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Group } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { GroupChoice } from "./group-choice";

const groups: Group[] = [{ _id: "b1", name: "B1 evening", description: "", students: ["sofia"] }];

function renderChoice() {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(jsonResponse(200, { success: true, groups }))),
  );
  renderWithApp(
    <GroupChoice pending={<p>Loading</p>}>
      <p>The list</p>
    </GroupChoice>,
    { user: testUser({ role: "admin" }), route: "/admin/board" },
  );
}

describe("The group choice", () => {
  resetFetchAndCookiesAfterEach();

  it("When a supervisor with groups sees the choice, then it says, as its description, that it narrows every list at once", async () => {
    renderChoice();
    expect(await screen.findByRole("combobox", { name: "Group" })).toHaveAccessibleDescription(
      "One choice for the class board, Verify Tasks, the review inbox, the summary on Add Tasks and your morning digest.",
    );
    expect(screen.getByText("The list")).toBeVisible();
  });

  it("When the reader's language is Spanish, then it says so in Spanish", async () => {
    await showLanguage("es");
    try {
      renderChoice();
      expect(await screen.findByRole("combobox", { name: "Grupo" })).toHaveAccessibleDescription(
        "Una sola elección para el tablero de la clase, Verificar tareas, la bandeja de revisión, el resumen de Añadir tareas y tu correo de cada mañana.",
      );
    } finally {
      await showLanguage("en");
    }
  });
});
