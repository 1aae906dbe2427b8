import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@common/messages";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp } from "@/testing/render";
import { FieldGroup } from "./field-group";

describe("A group of controls with its message", () => {
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When Create Task's groups are refused in Spanish, then their messages are in Spanish", async () => {
    await showLanguage("es");
    renderWithApp(
      <>
        <FieldGroup legend="Asignar a" error={MESSAGES.assigneeRequired}>
          <input type="checkbox" aria-label="Lucía" />
        </FieldGroup>
        <FieldGroup legend="Repetir los días" error={MESSAGES.repeatCreatesNothing}>
          <input type="checkbox" aria-label="lun" />
        </FieldGroup>
      </>,
    );
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toEqual([
      "Elige a quién asignar la tarea",
      "Ningún día elegido cae entre la fecha límite y la fecha de fin",
    ]);
    expect(screen.getByRole("group", { name: "Asignar a" })).toHaveAttribute("aria-invalid", "true");
  });

  it("When they are refused in English, then the messages are requirements' own", () => {
    renderWithApp(
      <FieldGroup legend="Assign to User" error={MESSAGES.assigneeRequired}>
        <input type="checkbox" aria-label="Lucía" />
      </FieldGroup>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(/^Please choose the user to assign the task to$/);
  });
});
