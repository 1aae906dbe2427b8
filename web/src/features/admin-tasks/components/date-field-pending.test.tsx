import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp } from "@/testing/render";
import { DateField } from "./date-field";

// A file of its own: the calendar's code loads once a test file, so only a file's first field waits for it.
describe("DateField, while its calendar's code loads", () => {
  it("When the field is shown before its calendar has come, then it shows the date and placeholder the calendar will, and one tapped meanwhile opens its calendar when it comes", async () => {
    await showLanguage("es");
    renderWithApp(
      <label>
        Fecha límite
        <DateField name="deadline" selected={new Date(2026, 10, 4)} onChange={() => undefined} />
      </label>,
    );
    const standIn = screen.getByRole("textbox", { name: "Fecha límite" });
    expect(standIn).toHaveAttribute("readonly");
    expect(standIn).toHaveValue("04/11/2026");
    expect(standIn).toHaveAttribute("placeholder", "DD/MM/AAAA");
    standIn.focus();

    expect(await screen.findByRole("dialog", { name: "Elegir fecha" })).toBeVisible();
    // The open calendar is inside the test's label, and so in the field's name too.
    const input = screen.getByRole("textbox", { name: /^Fecha límite/ });
    expect(input).not.toHaveAttribute("readonly");
    expect(input).toHaveFocus();
    expect(input).toHaveValue("04/11/2026");
    expect(input).toHaveAttribute("placeholder", "DD/MM/AAAA");
  });
});

afterEach(async () => {
  await showLanguage("en");
});
